// Whose turn a timeline step is, and the sign-off an approval leaves (client and staff alike).

export const turnsText = {
  turns: {
    agency: 'Wij zijn aan zet',
    client: 'Jouw beurt',
    clientForStaff: 'Klant is aan zet',
    clientForStaffSince: (since: string) => `Klant is aan zet sinds ${since}`,
    done: 'Afgerond',
    waitingForYou: 'Wacht op jou',
    waitingForYouDescription: 'Deze stappen wachten op jouw actie.',
    toStep: 'Naar de stap',
    moreWaiting: (count: number) => (count === 1 ? 'Nog 1 stap wacht op jou.' : `Nog ${count} stappen wachten op jou.`),
    signOff: (name: string, when: string) => `Goedgekeurd door ${name} op ${when}`,
    signOffPreview: (preview: string) => `(preview: ${preview})`,
    signOffRound: (round: number) => `ronde ${round}`,
    clientFeedback: 'Feedback van de klant',
    clientFeedbackAt: (when: string) => `Feedback van de klant, ${when}`,
  },
} as const;
