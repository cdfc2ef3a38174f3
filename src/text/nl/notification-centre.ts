// The notification centre: the bell, its panel, one Dutch sentence per kind, and the mail choices
// on /account (Meldingen). Values arrive formatted (names, dates, amounts).

export const notificationCentreText = {
  notificationCentre: {
    bell: 'Meldingen',
    bellWithCount: (count: number) => (count === 1 ? 'Meldingen, 1 ongelezen' : `Meldingen, ${count} ongelezen`),
    panelTitle: 'Meldingen',
    markAllRead: 'Alles gelezen',
    markRead: 'Markeer als gelezen',
    unread: 'Ongelezen',
    empty: 'Geen meldingen',
    emptyDescription: 'Zodra er iets nieuws is, zie je het hier.',
    loadOlder: 'Oudere meldingen',
    loadFailed: 'Kon meldingen niet laden',
    notFound: 'Melding niet gevonden',
    preferencesLink: 'E-mailinstellingen',
    sentence: {
      message_received: (person: string) => `${person} stuurde je een bericht`,
      step_ready: (stepName: string, round: number) =>
        round > 1 ? `Stap "${stepName}" staat opnieuw klaar: ronde ${round} wacht op je goedkeuring` : `Stap "${stepName}" wacht op je goedkeuring`,
      step_rescheduled: (stepName: string, date: string) => `De verwachte datum van stap "${stepName}" is nu ${date}`,
      invoice_issued: (invoiceNumber: string, amount: string) => `Factuur ${invoiceNumber} van ${amount} staat klaar`,
      debit_failed: (invoiceNumber: string, amount: string) => `De incasso van factuur ${invoiceNumber} (${amount}) is mislukt: betaal via de betaallink`,
      charged_back: (invoiceNumber: string, amount: string) => `Factuur ${invoiceNumber} (${amount}) is teruggeboekt`,
      complaint_answered: (subject: string, status: string) => `Je klacht "${subject}" is bijgewerkt: ${status}`,
      step_feedback: (person: string, stepName: string) => `${person} vraagt wijzigingen in stap "${stepName}"`,
      step_approved: (person: string, stepName: string) => `${person} keurde stap "${stepName}" goed`,
      file_uploaded: (person: string, fileName: string, count: number) =>
        count === 1 ? `${person} uploadde "${fileName}"` : `${person} uploadde ${count} bestanden`,
      project_assigned: (person: string, packageName: string) => `Je bent toegewezen aan het project van ${person} (${packageName})`,
      complaint_filed: (person: string, subject: string) => `Nieuwe klacht van ${person}: "${subject}"`,
      client_onboarded: (person: string, packageName: string) => `Nieuwe klant: ${person} (${packageName})`,
      module_bought: (person: string, title: string, amount: string) => `${person} kocht de module "${title}" (${amount})`,
      client_debit_failed: (person: string, invoiceNumber: string, amount: string) =>
        `De incasso van factuur ${invoiceNumber} (${amount}) van ${person} is mislukt`,
      mail_failed: (to: string, subject: string) => `Een e-mail aan ${to} kon niet worden bezorgd ("${subject}")`,
      data_export_ready: (date: string) => `Je gegevens staan klaar om te downloaden (beschikbaar tot ${date})`,
      quote_accepted: (person: string, quoteNumber: string) => `${person} accepteerde offerte ${quoteNumber}`,
      quote_declined: (person: string, quoteNumber: string) => `${person} wees offerte ${quoteNumber} af`,
    },
    someone: 'Iemand',
  },
  mailPreferences: {
    title: 'Meldingen',
    description: 'Kies welke meldingen je ook per e-mail wilt krijgen. In het portaal zie je ze altijd.',
    saved: 'Voorkeur opgeslagen',
    saveFailed: 'Kon voorkeur niet opslaan',
    kinds: {
      message_received: 'Nieuw bericht',
      step_ready: 'Stap wacht op goedkeuring',
      step_feedback: 'Klant vraagt wijzigingen',
      complaint_filed: 'Nieuwe klacht',
      complaint_answered: 'Reactie op je klacht',
    },
  },
} as const;
