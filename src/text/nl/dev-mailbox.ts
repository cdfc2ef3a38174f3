// The development mailbox at /dev/mail: mail kept without an SMTP server, readable in the browser.

export const devMailboxText = {
  title: 'Ontwikkelmailbox',
  description: 'De mails die de portal zonder SMTP-server bewaarde, de nieuwste eerst. Deze pagina bestaat alleen buiten productie.',
  empty: 'Nog geen mails. Wat de portal verstuurt, verschijnt hier.',
  to: 'Aan',
  subject: 'Onderwerp',
  sentAt: 'Verstuurd',
  back: 'Terug naar de mailbox',
  forgotten: '(adres en tekst zijn na verzending gewist)',
  secretGone: 'De link in deze mail is niet meer te zien: de server is sinds het versturen opnieuw gestart. Vraag de mail opnieuw aan.',
  notFound: 'Deze mail bestaat niet (meer).',
  loopbackOnly: 'De ontwikkelmailbox is alleen bereikbaar vanaf deze computer (localhost of 127.0.0.1).',
  open: 'Ontwikkelmailbox openen',
} as const;
