// Refunds, credit notes, a payment's history and the admins' mails about money.

export const refundsText = {
  refunds: {
    title: 'Terugbetalen',
    titleOf: (number: string) => `Terugbetalen factuur ${number}`,
    moduleTitleOf: (title: string) => `Terugbetalen: ${title}`,
    description: (refundable: string) => `Het geld gaat terug naar de rekening waarvan betaald is, en de klant krijgt een creditfactuur. Nog terug te betalen: ${refundable}.`,
    amount: 'Bedrag (incl. btw)',
    reason: 'Reden',
    reasonPlaceholder: 'Bijvoorbeeld: korting na klacht',
    submit: 'Terugbetalen',
    done: (number: string) => `Terugbetaald; creditfactuur ${number} aangemaakt`,
    failed: 'Kon niet terugbetalen',
    required: 'Bedrag en reden zijn verplicht',
    tooLarge: (refundable: string) => `Je kunt hoogstens ${refundable} terugbetalen: meer is er niet betaald`,
    notRefundable: 'Deze betaling kan niet worden terugbetaald',
    notPaid: 'Alleen een betaalde factuur kan worden terugbetaald',
    providerDescription: (reason: string) => `Terugbetaling: ${reason}`.slice(0, 255),
    creditNoteLine: (number: string, reason: string) => `Creditering van factuur ${number}: ${reason}`,
    moduleCreditNoteLine: (title: string, reason: string) => `Creditering van module ${title}: ${reason}`,
    cancelledInvoiceReason: 'Betaling voor een geannuleerde factuur',
    duplicateReason: 'Dubbele betaling',
  },
  paymentMails: {
    invoiceSubject: (number: string) => `factuur ${number}`,
    moduleSubject: (title: string) => `module ${title}`,
    moduleChargedBackSubject: (title: string) => `Betaling teruggeboekt: module ${title}`,
    moduleChargedBackBody: (title: string, amount: string) =>
      `De bank van de klant heeft de betaling van ${amount} voor de module ${title} teruggeboekt. De klant ziet de module nog, gemarkeerd als "Betaling teruggeboekt".`,
    automaticRefundSubject: (about: string) => `Automatisch terugbetaald: ${about}`,
    automaticRefundBody: (amount: string, about: string, reason: string) =>
      `Voor ${about} kwam ${amount} binnen terwijl er niets te betalen was (${reason.toLowerCase()}). Het portaal heeft het bedrag automatisch teruggestort; de betaling staat bij de ${about.startsWith('factuur') ? 'factuur' : 'module'}.`,
  },
  paymentHistory: {
    title: (number: string) => `Betalingen van factuur ${number}`,
    open: 'Betalingen',
    openOf: (number: string) => `Betalingen van factuur ${number}`,
    none: 'Nog geen betalingen voor deze factuur.',
    chargedBack: (amount: string) => `Teruggeboekt: ${amount}`,
    refunded: (amount: string) => `Terugbetaald: ${amount}`,
    automatic: 'automatisch',
    refundFailed: 'mislukt',
    creditNote: (number: string) => `Creditfactuur ${number}`,
    refundsTitle: 'Terugbetalingen',
  },
} as const;
