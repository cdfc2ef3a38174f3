// The agenda of open steps (admin Project Agenda, developer Mijn Agenda).

export const agendaText = {
  agenda: {
    openPins: (count: number) => (count === 1 ? '1 open opmerking' : `${count} open opmerkingen`),
    adminDescription: 'Alle openstaande stappen van alle projecten, op verwachte datum.',
    developerDescription: 'De openstaande stappen van je projecten, op verwachte datum.',
    overdue: 'Achterstallig',
    today: 'Vandaag',
    upcoming: 'Aankomend',
    upcomingHint: 'Binnen 3 dagen',
    total: 'Totaal',
    totalHint: 'Openstaande stappen',
    none: 'Geen openstaande stappen',
    noneDescription: 'Alle stappen zijn goedgekeurd. Nieuwe stappen verschijnen hier vanzelf.',
    /** Read after the link's visible "Bekijk project", so its name starts with what is shown. */
    ofClient: (client: string) => `van ${client}`,
    reschedule: 'Datum wijzigen',
    rescheduleTitle: (step: string) => `Verwachte datum van "${step}"`,
    rescheduleDescription: 'Kies de nieuwe datum waarop deze stap klaar moet zijn.',
    newDate: 'Nieuwe datum',
    save: 'Opslaan',
  },
} as const;
