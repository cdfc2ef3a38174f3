// Quotes (offertes), server side: status labels, refusals, the mails, and the words on the quote's
// PDF and its audit page. The admin screens' and /offerte's own copy is in quote-screens.ts.

import { documentLabels } from './document-labels';

export const quotesText = {
  status: {
    concept: 'Concept',
    verzonden: 'Verzonden',
    bekeken: 'Bekeken',
    geaccepteerd: 'Geaccepteerd',
    afgewezen: 'Afgewezen',
    verlopen: 'Verlopen',
  },
  errors: {
    /** One answer for a wrong, expired or used link and for a quote another may not see. */
    notFound: 'Offerte niet gevonden of niet meer geldig',
    clientNotFound: 'Klant niet gevonden',
    moduleNotFound: 'Module niet gevonden',
    notConcept: 'Alleen een concept kan nog worden gewijzigd',
    alreadySent: 'Deze offerte is al verzonden',
    validUntilPast: 'De geldigheidsdatum ligt in het verleden',
    recipientRequired: 'Vul naam en e-mailadres van de ontvanger in',
    fullNameRequired: 'Typ je volledige naam om te ondertekenen',
    agreeRequired: 'Vink aan dat je akkoord gaat met de offerte en de voorwaarden',
    emailTaken: 'Er bestaat al een account met dit e-mailadres dat geen klant is',
    pdfMissing: 'Het PDF-bestand van deze offerte is niet gevonden',
  },
  validation: {
    packageRequired: 'Kies een pakket',
    validUntilRequired: 'Kies tot wanneer de offerte geldig is',
    tooManyModules: (max: number) => `Kies hoogstens ${max} modules`,
    introductionTooLong: (max: number) => `De inleiding mag hoogstens ${max} tekens zijn`,
    reasonTooLong: (max: number) => `De reden mag hoogstens ${max} tekens zijn`,
  },
  lines: {
    package: (name: string) => `${name}-pakket (per maand)`,
    moduleMonthly: (title: string) => `${title} (per maand)`,
  },
  mail: {
    sendSubject: (number: string, agency: string) => `Offerte ${number} van ${agency}`,
    sendBody: (agency: string, validUntil: string) =>
      `${agency} heeft een offerte voor je klaargezet. Je leest hem via de link hieronder, zonder account; daar download je ook de PDF en accepteer of wijs je hem af. De offerte is geldig tot en met ${validUntil}.`,
    sendLink: 'Offerte bekijken',
    acceptedSubject: (number: string) => `Offerte ${number} geaccepteerd`,
    acceptedBody: (name: string, company: string | null, number: string) =>
      `${name}${company ? ` (${company})` : ''} heeft offerte ${number} geaccepteerd en ondertekend. Het project is aangemaakt; de ondertekende PDF staat bij de offerte.`,
    declinedSubject: (number: string) => `Offerte ${number} afgewezen`,
    declinedBody: (name: string, number: string, reason: string | null) =>
      `${name} heeft offerte ${number} afgewezen.${reason ? ` Reden: ${reason}` : ' Er is geen reden opgegeven.'}`,
    adminLink: 'Offerte openen',
    welcomeBody: (agency: string) =>
      `Bedankt voor je akkoord. Kies met de link hieronder een wachtwoord voor je account bij ${agency}; daarna vul je je bedrijfsgegevens in en geef je de SEPA-machtiging af.`,
    welcomeSubject: 'Je offerte is geaccepteerd: kies je wachtwoord',
    existingClientBody: 'Bedankt voor je akkoord. Log in op je account om je bedrijfsgegevens te bevestigen en de SEPA-machtiging af te geven; daarna starten we met je project.',
    existingClientSubject: 'Je offerte is geaccepteerd',
    loginLink: 'Inloggen',
  },
  dashboard: {
    accepted: 'Geaccepteerde offertes',
    acceptedHint: (monthly: string) => `Samen ${monthly} per maand incl. btw`,
  },
  pdf: {
    title: 'OFFERTE',
    quoteNumber: 'Offertenummer',
    date: 'Datum',
    validUntil: 'Geldig tot en met',
    preparedFor: 'Offerte voor',
    ...documentLabels,
    oneOffHeading: 'Eenmalig',
    monthlyHeading: 'Per maand',
    subtotal: 'Totaal excl. btw',
    vat: 'Btw',
    total: 'Totaal incl. btw',
    monthlyTotal: 'Per maand incl. btw',
    none: 'Geen eenmalige kosten.',
    termsHeading: 'Voorwaarden',
    acceptNote: (validUntil: string) => `Akkoord? Accepteer deze offerte vóór of op ${validUntil} via de link in de e-mail.`,
    audit: {
      title: 'Ondertekening',
      intro: 'Deze offerte is elektronisch ondertekend (eenvoudige elektronische handtekening). Dit blad legt vast wie, wanneer en hoe.',
      signedBy: 'Ondertekend door (getypte naam)',
      signedAt: 'Ondertekend op',
      network: 'Netwerk',
      browser: 'Browser',
      agreed: 'Akkoord',
      agreedText: 'Offerte en voorwaarden gelezen en aanvaard',
      hashHeading: 'Controle van het originele bestand',
      hashLabel: 'SHA-256 van de offerte-PDF',
      hashNote: (fileName: string) =>
        `Controleer het originele bestand ${fileName} met "sha256sum ${fileName}": de uitkomst moet gelijk zijn aan de code hierboven.`,
      historyHeading: 'Verloop',
      made: 'Offerte gemaakt',
      sent: 'Verzonden naar',
      opened: 'Voor het eerst geopend',
      accepted: 'Geaccepteerd en ondertekend',
      unknown: 'onbekend',
    },
  },
} as const;
