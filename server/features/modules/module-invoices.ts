import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { paidSaleLine, vatOfRate } from '@/src/domain/invoice-lines';
import { formatEuro } from '@/src/domain/money';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { invoiceMailsText as mailText } from '@/src/text/nl/invoice-mails';
import { createInvoice, invoiceDateOf } from '@/db/queries/invoices';
import { findInvoiceForCollection } from '@/db/queries/invoice-collection';
import { linkPaymentToInvoice, type PaymentRow } from '@/db/queries/payments';
import { announceInvoiceIssued } from '@/db/queries/notify-money';
import { recordActivity } from '@/db/queries/activity';
import type { Services } from '@/server/services';
import { composeMail } from '@/server/features/mails/compose';

// Every sale on an invoice: a module paid at checkout gets one in the same number series, issued paid. Made in the recording
// transaction with the payment locked and linked to it, so a payment has one invoice however often it is recorded.

/** The module's invoice, made now; undefined when the payment has one already or no client is left to bill. */
export async function invoicePaidModule(trx: Transaction<Database>, services: Services, payment: PaymentRow, title: string) {
  if (payment.invoiceId || !payment.userId || payment.status !== 'paid') return undefined;
  const paidAt = payment.paidAt ?? services.clock.now();
  const { line, vat } = paidSaleLine(payment.amount, vatOfRate(services.config.invoicing.vatRate), moduleWords.modules.invoiceLine(title));
  const invoiceDate = invoiceDateOf(paidAt);
  const invoice = await createInvoice(trx, {
    userId: payment.userId,
    projectId: payment.projectId,
    lines: [line],
    invoiceDate,
    dueDate: invoiceDate,
    agency: services.config.invoicing.agency,
    paid: { at: paidAt, vat },
  });
  if (!invoice) return undefined;
  await linkPaymentToInvoice(trx, payment.id, invoice.id);
  await announceInvoiceIssued(trx, invoice.id);
  await recordActivity(trx, { actor: null, network: null }, { kind: 'invoice_created', invoiceId: invoice.id, projectId: payment.projectId, subjectUserId: payment.userId });
  return invoice;
}

/** The client's mail with the paid invoice; after the recording committed. */
export async function mailPaidInvoice(services: Services, invoiceId: string): Promise<void> {
  const invoice = await findInvoiceForCollection(services.db, invoiceId);
  if (!invoice?.billingEmail) return;
  const t = mailText.invoiceMails;
  await services.mailer.send({
    to: invoice.billingEmail,
    subject: t.paidInvoiceSubject(invoice.invoiceNumber),
    text: composeMail(invoice.fullName, [t.paidInvoiceBody(invoice.invoiceNumber, formatEuro(invoice.totalAmount), invoice.description), `${t.viewInvoices}\n${services.config.appUrl}/invoices`]),
  });
}
