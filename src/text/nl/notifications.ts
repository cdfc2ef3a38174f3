// The mails sent to the other party (spec 7 notifications).

export const notificationsText = {
  notifications: {
    greeting: (name: string | null) => (name ? `Hallo ${name},` : 'Hallo,'),
    signature: 'Met vriendelijke groet,\nKlantportaal',
    stepReadySubject: (stepName: string) => `Stap "${stepName}" wacht op je goedkeuring`,
    stepReadyBody: (stepName: string) => `De stap "${stepName}" van je project is klaar en wacht op je goedkeuring.`,
    developerNote: 'Notitie van de developer:',
    feedbackSubject: (stepName: string) => `Nieuwe feedback op stap "${stepName}"`,
    feedbackBody: (clientName: string, stepName: string) => `${clientName} heeft feedback gegeven op de stap "${stepName}":`,
    messageSubject: 'Nieuw bericht over je project',
    messageBody: (authorName: string) => `${authorName} heeft een nieuw bericht gestuurd:`,
    viewLink: 'Bekijk het in het portaal:',
    someone: 'Iemand',
  },
} as const;
