// Labels of the client dashboard (/).

export const clientDashboardPage = {
  actionRequired: 'Actie vereist',
  actionRequiredDescription: 'Vul het intakeformulier in en dien het in, zodat we met je project aan de slag kunnen.',
  fillInIntake: 'Intakeformulier invullen',
  projectsHeading: 'Je projecten',
  price: 'Prijs',
  developer: 'Developer',
  developerUnassigned: 'Nog niet toegewezen',
  startedOn: (date: string) => `Gestart op ${date}`,
  intake: 'Intake',
  intakeSubmitted: 'Ingediend',
  intakeMissing: 'Nog niet ingevuld',
  planning: 'Planning',
  noSteps: 'Er is nog geen planning voor dit project.',
  stepDone: (date: string) => `Afgerond ${date}`,
  stepDoneUndated: 'Afgerond',
  stepUnplanned: 'Nog niet gepland',
  fullPlanning: 'Bekijk volledige planning',
  reviewStep: 'Bekijken en goedkeuren',
  quickLinks: 'Snel naar',
  noProjectsDescription: 'Je hebt nog geen project. Kies een pakket en we gaan voor je aan de slag.',
} as const;
