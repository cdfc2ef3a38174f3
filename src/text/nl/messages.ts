// The communication thread of a project (spec 2, 8).

export const messagesText = {
  messages: {
    sent: 'Bericht verzonden!',
    sendFailed: 'Kon bericht niet verzenden',
    none: 'Nog geen berichten',
    title: 'Communicatie',
    description: 'Stel je vraag of deel een update met je developer.',
    staffDescription: 'Berichten met de klant; die krijgt van elk nieuw bericht een e-mail.',
    label: 'Nieuw bericht',
    placeholder: 'Typ je bericht...',
    send: 'Versturen',
    listLabel: 'Berichten, nieuwste eerst',
    unknownAuthor: 'Verwijderde gebruiker',
    you: 'jij',
    loadOlder: 'Oudere berichten laden',
    olderFailed: 'Kon oudere berichten niet laden',
  },
} as const;
