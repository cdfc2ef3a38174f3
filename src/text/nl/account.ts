// Labels of the account page (/account). The toasts live in nl.account and paymentsText; the intake
// banner reads the dashboard's words (clientDashboardPage), so both pages say the same.

export const accountPage = {
  /** The page's parts, one shown at a time, chosen in the sub-navigation. */
  sectionsLabel: 'Onderdelen van je account',
  sections: { profiel: 'Profiel', beveiliging: 'Beveiliging', meldingen: 'Meldingen', betaling: 'Betaling', privacy: 'Privacy' },
  description: 'Beheer je betaalmethode, je gegevens, je wachtwoord en waar je bent ingelogd.',
  paymentTitle: 'Betaalmethode',
  paymentDescription: 'SEPA-incasso voor je maandelijkse facturen.',
  mandateStatus: 'Status',
  bankAccount: 'Rekeningnummer',
  accountHolder: 'Rekeninghouder',
  /** Only the last four characters are known: the provider keeps the full IBAN. */
  maskedIban: (last4: string) => `•••• ${last4}`,
  maskedIbanLabel: (last4: string) => `IBAN eindigend op ${last4}`,
  activeHint: 'Je facturen worden automatisch van deze rekening afgeschreven.',
  pendingHint: 'Je mandaat wordt nog verwerkt. Vernieuw de status, of stel het opnieuw in als het blijft hangen.',
  missingHint: 'Er is nog geen SEPA-mandaat ingesteld. Stel het in, zodat je facturen automatisch worden betaald.',
  invalidHint: 'Je mandaat is niet geldig. Stel het opnieuw in met een geldige rekening.',
  refreshStatus: 'Status vernieuwen',
  statusNow: (label: string) => `Status van je SEPA-mandaat: ${label}`,
  setUp: 'SEPA-mandaat instellen',
  setUpAgain: 'Opnieuw instellen',
  dialogTitle: 'SEPA-mandaat instellen',
  dialogDescription: 'Vul de naam van de rekeninghouder en het IBAN in waarvan we het maandbedrag mogen afschrijven.',
  dialogSubmit: 'Mandaat instellen',
  personalTitle: 'Persoonlijke gegevens',
  personalDescription: 'Zo kunnen we je bereiken over je project.',
  emailHint: 'Je e-mailadres kun je niet wijzigen. Wil je een ander adres? Vraag het hieronder aan bij E-mailadres; het verandert zodra je het nieuwe adres bevestigt.',
  save: 'Gegevens opslaan',
} as const;
