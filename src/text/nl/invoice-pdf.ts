// The words on an invoice's and a credit note's PDF, loaded with the PDF builder.

import { documentLabels } from './document-labels';

export const invoicePdfText = {
  invoicePdf: {
    title: 'FACTUUR',
    creditNoteTitle: 'CREDITFACTUUR',
    invoiceNumber: 'Factuurnummer',
    creditNoteNumber: 'Creditfactuurnummer',
    creditFor: 'Crediteert factuur',
    creditNote: (amount: string, original: string | null) =>
      `${amount} wordt teruggestort op de rekening waarvan ${original ? `factuur ${original}` : 'de aankoop'} is betaald.`,
    invoiceDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    billedTo: 'Factuur aan',
    ...documentLabels,
    btw: 'Btw-nummer',
    reverseChargedVat: 'Btw verlegd',
    reverseChargeNote: (btw: string) => `Btw verlegd naar de afnemer${btw ? ` (btw-nummer ${btw})` : ''}.`,
    paidNote: (total: string, date: string) => `Het totaalbedrag van ${total} is op ${date} betaald. Bedankt!`,
    subtotal: 'Subtotaal (excl. btw)',
    vat: (rate: string) => `Btw ${rate}%`,
    total: 'Totaal (incl. btw)',
    sepaNote: (total: string, date: string) => `Het totaalbedrag van ${total} wordt op of rond ${date} automatisch afgeschreven via SEPA-incasso.`,
    debitAccount: (iban: string) => `Van rekening: ${iban}`,
    creditorLine: (creditorId: string, mandateReference: string) => `Incassant-ID: ${creditorId} · Machtigingskenmerk: ${mandateReference}`,
    transferNote: (total: string, date: string, iban: string, name: string, number: string) =>
      `Graag ${total} voor ${date} overmaken naar ${iban} t.n.v. ${name}, onder vermelding van ${number}.`,
    maskedIban: (last4: string) => `**** **** **** ${last4}`,
  },
} as const;
