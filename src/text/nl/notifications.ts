// The mails sent to the other party (spec 7 notifications).

export const notificationsText = {
  notifications: {
    greeting: (name: string | null) => (name ? `Hallo ${name},` : 'Hallo,'),
    signature: 'Met vriendelijke groet,\nKlantportaal',
    stepReadySubject: (stepName: string, round: number) =>
      round > 1 ? `Stap "${stepName}" staat opnieuw klaar voor je goedkeuring` : `Stap "${stepName}" wacht op je goedkeuring`,
    stepReadyBody: (stepName: string, round: number) =>
      round > 1
        ? `De stap "${stepName}" van je project is aangepast en wacht opnieuw op je goedkeuring (ronde ${round}).`
        : `De stap "${stepName}" van je project is klaar en wacht op je goedkeuring.`,
    developerNote: 'Notitie van de developer:',
    feedbackSubject: (stepName: string) => `Wijzigingen gevraagd in stap "${stepName}"`,
    feedbackBody: (clientName: string, stepName: string) => `${clientName} vraagt wijzigingen in de stap "${stepName}":`,
    openPins: (count: number) => (count === 1 ? 'Er staat 1 opmerking open op de preview.' : `Er staan ${count} opmerkingen open op de preview.`),
    messageSubject: 'Nieuw bericht over je project',
    messageBody: (authorName: string) => `${authorName} heeft een nieuw bericht gestuurd:`,
    viewLink: 'Bekijk het in het portaal:',
    someone: 'Iemand',
  },
} as const;
