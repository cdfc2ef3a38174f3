// The mails about an invoice (the debit's pre-notification, the pay link, a chargeback, a paid purchase's invoice): server only.

export const invoiceMailsText = {
  invoiceMails: {
    preNotificationSubject: (number: string) => `Aankondiging automatische incasso: factuur ${number}`,
    preNotificationBody: (number: string, total: string, date: string, account: string) =>
      `Op of rond ${date} schrijven we ${total} af van je rekening ${account} voor factuur ${number}.`,
    payLinkSubject: (number: string) => `Betaal factuur ${number}`,
    debitFailedBody: (number: string, total: string) =>
      `De automatische incasso van ${total} voor factuur ${number} is niet gelukt. Je kunt de factuur online betalen via de link hieronder.`,
    noMandateBody: (number: string, total: string) =>
      `Er staat een factuur van ${total} voor je klaar (${number}). Je kunt hem online betalen via de link hieronder.`,
    payLink: 'Betalen:',
    paymentDescription: (number: string) => `Factuur ${number}`,
    chargedBackSubject: (number: string) => `Betaling teruggeboekt: factuur ${number}`,
    chargedBackBody: (number: string, total: string) =>
      `Je bank heeft de automatische incasso van ${total} voor factuur ${number} teruggeboekt. De factuur staat daardoor weer open. Je kunt hem online betalen via de link hieronder.`,
    viewInvoices: 'Je facturen in het portaal:',
    paidInvoiceSubject: (number: string) => `Factuur ${number}: betaald`,
    paidInvoiceBody: (number: string, total: string, description: string) =>
      `Bedankt voor je aankoop. Je betaling van ${total} is binnen. De factuur (${number}) voor ${description} staat in het portaal, met de PDF en de e-factuur.`,
  },
} as const;
