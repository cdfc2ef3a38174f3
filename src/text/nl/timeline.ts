// The project timeline: its labels and its toasts (spec 4, 8), for the client and the staff alike.

export const timelineText = {
  timeline: {
    approved: 'Stap goedgekeurd!',
    approveFailed: 'Kon goedkeuring niet verwerken',
    feedbackSaved: 'Feedback opgeslagen!',
    feedbackFailed: 'Kon feedback niet opslaan',
    markedReady: 'Stap gereed gemeld voor klantgoedkeuring!',
    updateFailed: 'Kon stap niet updaten',
    waitingForClient: 'Wacht op klant',
    approvedLabel: '✓ Goedgekeurd',
    approvalNeeded: 'Goedkeuring nodig',
    stepNumber: (stepNumber: number) => `Stap ${stepNumber}`,
    expected: (date: string) => `Verwacht ${date}`,
    developerNote: 'Notitie van de developer',
    uploadRequired: 'Upload eerst minimaal één bestand om deze stap af te ronden',
    title: 'Planning',
    completed: (done: number, total: number) => `${done} van ${total} afgerond`,
    percent: (percent: number) => `${percent}%`,
    approvedOn: (date: string) => `Goedgekeurd op ${date}`,
    noSteps: 'Nog geen planning',
    noStepsDescription: 'De stappen van je project verschijnen hier zodra de planning klaarstaat.',
    feedbackLabel: 'Jouw feedback',
    feedbackPlaceholder: 'Wat wil je aangepast zien?',
    saveFeedback: 'Feedback opslaan',
    approve: 'Stap goedkeuren',
    contentStepReady: (count: number) =>
      `${count === 1 ? '1 bestand' : `${count} bestanden`} aangeleverd. Is alles compleet? Rond de stap dan af.`,
    completeContentStep: 'Stap afronden',
    toUploads: 'Naar bestanden',
  },
} as const;
