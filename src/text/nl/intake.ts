// The intake page (/intake); the questions themselves live in intake-form.ts.

export const intakePage = {
  description: 'Vertel ons over je bedrijf en je wensen, zodat we je website kunnen bouwen zoals jij hem voor je ziet.',
  submit: 'Intakeformulier indienen',
  saveDraft: 'Opslaan als concept',
  alreadySubmittedButton: 'Al ingediend',
  submitHint: 'Na het indienen kun je het formulier niet meer wijzigen. Nog niet klaar? Sla het op als concept.',
  draftSaved: 'Concept opgeslagen',
  submittedTitle: 'Intakeformulier ingediend',
  submittedOn: (date: string) => `Ingediend op ${date}.`,
  draftDescription: (date: string) => `Laatst opgeslagen op ${date}. Vul aan wat nog ontbreekt en dien het formulier in.`,
  checkFields: 'Controleer de gemarkeerde velden',
  noProjectDescription: 'Het intakeformulier hoort bij een project. Start eerst een project, dan kun je het hier invullen.',
} as const;
