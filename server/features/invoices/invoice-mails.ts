import { formatDate } from '@/src/dates';
import { formatEuro } from '@/src/domain/money';
import { invoicePdfText as pdfText } from '@/src/text/nl/invoice-pdf';
import { invoiceMailsText as mailText } from '@/src/text/nl/invoice-mails';
import { claimInvoiceMail, type CollectableInvoice } from '@/db/queries/invoice-collection';
import type { Services } from '@/server/services';
import { composeMail } from '@/server/features/mails/compose';

// The client's mails about collecting an invoice, each once per invoice: the debit's
// pre-notification, the pay link (a failed debit, or no mandate), and a charged-back debit.

type MailServices = Pick<Services, 'db' | 'mailer' | 'config' | 'clock'>;

const t = mailText.invoiceMails;

/** The link to pay in the portal, where a fresh one-off payment starts (a provider checkout expires within hours). */
export function payLinkUrl(appUrl: string, invoiceId: string): string {
  return `${appUrl}/invoices?betalen=${invoiceId}`;
}

/** The pre-notification of the debit (SEPA asks for one); sent once. */
export async function sendPreNotification(services: MailServices, invoice: CollectableInvoice): Promise<void> {
  if (!invoice.billingEmail || !invoice.debitDate || !invoice.debitIbanLast4 || !invoice.mandateReference) return;
  if (!(await claimInvoiceMail(services.db, invoice.id, 'preNotifiedAt', services.clock.now()))) return;
  const creditorId = (invoice.agency ?? services.config.invoicing.agency).sepaCreditorId;
  await services.mailer.send({
    to: invoice.billingEmail,
    subject: t.preNotificationSubject(invoice.invoiceNumber),
    text: composeMail(invoice.fullName, [
      t.preNotificationBody(invoice.invoiceNumber, formatEuro(invoice.totalAmount), formatDate(invoice.debitDate), pdfText.invoicePdf.maskedIban(invoice.debitIbanLast4)),
      pdfText.invoicePdf.creditorLine(creditorId, invoice.mandateReference),
      `${t.viewInvoices}\n${services.config.appUrl}/invoices`,
    ]),
  });
}

/** The pay-link mail, once per invoice. */
export async function sendPayLink(services: MailServices, invoice: CollectableInvoice, reason: 'debitFailed' | 'noMandate'): Promise<void> {
  if (!invoice.billingEmail) return;
  if (!(await claimInvoiceMail(services.db, invoice.id, 'payLinkSentAt', services.clock.now()))) return;
  const total = formatEuro(invoice.totalAmount);
  await services.mailer.send({
    to: invoice.billingEmail,
    subject: t.payLinkSubject(invoice.invoiceNumber),
    text: composeMail(invoice.fullName, [
      reason === 'debitFailed' ? t.debitFailedBody(invoice.invoiceNumber, total) : t.noMandateBody(invoice.invoiceNumber, total),
      `${t.payLink}\n${payLinkUrl(services.config.appUrl, invoice.id)}`,
    ]),
  });
}

/** The client reversed the debit at their bank: the invoice is open again, with a pay link; once per invoice. */
export async function sendChargedBack(services: MailServices, invoice: CollectableInvoice): Promise<void> {
  if (!invoice.billingEmail) return;
  if (!(await claimInvoiceMail(services.db, invoice.id, 'chargedBackMailedAt', services.clock.now()))) return;
  await services.mailer.send({
    to: invoice.billingEmail,
    subject: t.chargedBackSubject(invoice.invoiceNumber),
    text: composeMail(invoice.fullName, [
      t.chargedBackBody(invoice.invoiceNumber, formatEuro(invoice.totalAmount)),
      `${t.payLink}\n${payLinkUrl(services.config.appUrl, invoice.id)}`,
    ]),
  });
}
