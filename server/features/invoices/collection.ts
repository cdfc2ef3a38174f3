import type { FastifyBaseLogger } from 'fastify';
import { formatDate, todayInAmsterdam } from '@/src/dates';
import { formatEuro } from '@/src/domain/money';
import { canPayByLink } from '@/src/domain/invoices';
import type { PaymentStatus } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import {
  claimInvoiceMail,
  findInvoiceForCollection,
  insertInvoicePayment,
  isInvoicePayment,
  listDueDebits,
  lockInvoiceForDebit,
  lockInvoicePayment,
  settleInvoice,
  updateInvoicePaymentStatus,
  type CollectableInvoice,
} from '@/db/queries/invoice-payments';
import type { Services } from '@/server/app/services';
import { composeMail } from '@/server/features/mails/compose';
import { PAYMENT_WEBHOOK_PATH } from '@/server/payments/types';

// Collecting an invoice. With a valid mandate at creation the invoice announces
// a direct debit: the client gets a pre-notification mail with amount and date, and on that date
// the job charges the mandate through the payments adapter (Mollie: a recurring payment). The
// webhook reports paid or failed; a failed debit mails a pay link, a one-off payment by any
// method that settles the invoice. Without a valid mandate the pay link goes out straight away.
//
// Module payments keep their own table; `recordProviderPayment` answers for the
// invoice payments and says when an id is not one of them, so one webhook serves both.

type CollectionServices = Pick<Services, 'db' | 'payments' | 'mailer' | 'config' | 'clock'>;

const t = nl.invoiceMails;

function mailText(invoice: CollectableInvoice, paragraphs: string[]): string {
  return composeMail(invoice.fullName, paragraphs);
}

/** The pre-notification of the debit (SEPA asks for one); sent once. */
async function sendPreNotification(services: CollectionServices, invoice: CollectableInvoice): Promise<void> {
  if (!invoice.billingEmail || !invoice.debitDate || !invoice.debitIbanLast4 || !invoice.mandateReference) return;
  if (!(await claimInvoiceMail(services.db, invoice.id, 'preNotifiedAt', services.clock.now()))) return;
  const { agency } = services.config.invoicing;
  await services.mailer.send({
    to: invoice.billingEmail,
    subject: t.preNotificationSubject(invoice.invoiceNumber),
    text: mailText(invoice, [
      t.preNotificationBody(invoice.invoiceNumber, formatEuro(invoice.totalAmount), formatDate(invoice.debitDate), nl.invoicePdf.maskedIban(invoice.debitIbanLast4)),
      nl.invoicePdf.creditorLine(agency.sepaCreditorId, invoice.mandateReference),
      `${t.viewInvoices}\n${services.config.appUrl}/invoices`,
    ]),
  });
}

/** The link to pay in the portal, where a fresh one-off payment starts (a provider checkout expires within hours). */
export function payLinkUrl(appUrl: string, invoiceId: string): string {
  return `${appUrl}/invoices?betalen=${invoiceId}`;
}

/** The pay-link mail, once per invoice. */
async function sendPayLink(services: CollectionServices, invoice: CollectableInvoice, reason: 'debitFailed' | 'noMandate'): Promise<void> {
  if (!invoice.billingEmail) return;
  if (!(await claimInvoiceMail(services.db, invoice.id, 'payLinkSentAt', services.clock.now()))) return;
  const total = formatEuro(invoice.totalAmount);
  await services.mailer.send({
    to: invoice.billingEmail,
    subject: t.payLinkSubject(invoice.invoiceNumber),
    text: mailText(invoice, [
      reason === 'debitFailed' ? t.debitFailedBody(invoice.invoiceNumber, total) : t.noMandateBody(invoice.invoiceNumber, total),
      `${t.payLink}\n${payLinkUrl(services.config.appUrl, invoice.id)}`,
    ]),
  });
}

/** A freshly created invoice: the debit's pre-notification (and the debit when its date has come), or the pay link. */
export async function collectNewInvoice(services: CollectionServices, invoiceId: string, log?: FastifyBaseLogger): Promise<void> {
  try {
    const invoice = await findInvoiceForCollection(services.db, invoiceId);
    if (!invoice || invoice.status !== 'pending') return;
    if (!invoice.debitDate) return await sendPayLink(services, invoice, 'noMandate');
    await sendPreNotification(services, invoice);
    // A month billed late (the server was down) may be due at once.
    if (invoice.debitDate <= todayInAmsterdam(services.clock.now())) await chargeInvoiceDebit(services, invoiceId);
  } catch (err) {
    // The invoice stands; the job charges due debits on its next run, and a mail waits in the outbox.
    log?.error({ err, invoiceId }, 'collecting a new invoice failed');
  }
}

/**
 * Charges the mandate for one invoice, at most once: the invoice row is locked while the
 * provider is asked (with an idempotency key) and the payment stored. A mandate that is no longer
 * valid fails the invoice and mails the pay link.
 */
export async function chargeInvoiceDebit(services: CollectionServices, invoiceId: string): Promise<void> {
  const invoice = await findInvoiceForCollection(services.db, invoiceId);
  if (!invoice) return;
  const mandateUsable = invoice.mandateStatus === 'valid' && invoice.mandateId !== null && invoice.providerCustomerId !== null;
  if (!mandateUsable) {
    const failed = await services.db.transaction().execute((trx) => settleInvoice(trx, invoiceId, 'failed', services.clock.now()));
    if (failed) await sendPayLink(services, invoice, 'debitFailed');
    return;
  }
  const charged = await services.db.transaction().execute(async (trx) => {
    if (!(await lockInvoiceForDebit(trx, invoiceId))) return null;
    const payment = await services.payments.chargeMandate({
      customerId: invoice.providerCustomerId!,
      mandateId: invoice.mandateId!,
      amount: invoice.totalAmount,
      description: t.paymentDescription(invoice.invoiceNumber),
      webhookUrl: `${services.config.appUrl}${PAYMENT_WEBHOOK_PATH}`,
      metadata: { kind: 'invoice', invoiceId },
      idempotencyKey: `invoice-debit-${invoiceId}`,
    });
    await insertInvoicePayment(trx, { providerPaymentId: payment.paymentId, invoiceId, method: 'directdebit', amount: invoice.totalAmount, status: 'pending' });
    return payment;
  });
  if (charged) await recordInvoicePayment(services, charged.paymentId, charged.status);
}

/** The job's share of collection: every debit whose date has come. */
export async function collectDueDebits(services: CollectionServices, log?: FastifyBaseLogger): Promise<number> {
  const due = await listDueDebits(services.db, todayInAmsterdam(services.clock.now()));
  for (const invoiceId of due) {
    try {
      await chargeInvoiceDebit(services, invoiceId);
    } catch (err) {
      log?.error({ err, invoiceId }, 'direct debit not started; the next run tries again');
    }
  }
  return due.length;
}

const FAILED: readonly PaymentStatus[] = ['failed', 'canceled', 'expired'];

/**
 * Records a status the provider reported for an invoice payment, in one transaction keyed on the
 * provider id: the payment's status (paid stays paid) and the invoice's (paid, or failed for a
 * failed debit). A failed debit then mails the pay link. Repeated and concurrent deliveries change
 * nothing twice. Returns false when the id is not an invoice payment.
 */
export async function recordInvoicePayment(services: CollectionServices, providerPaymentId: string, status: PaymentStatus): Promise<boolean> {
  const result = await services.db.transaction().execute(async (trx) => {
    const payment = await lockInvoicePayment(trx, providerPaymentId);
    if (!payment) return null;
    await updateInvoicePaymentStatus(trx, payment.id, status);
    const outcome = status === 'paid' ? 'paid' : FAILED.includes(status) && payment.method === 'directdebit' ? 'failed' : null;
    const moved = outcome ? await settleInvoice(trx, payment.invoiceId, outcome, services.clock.now()) : undefined;
    return { invoiceId: payment.invoiceId, debitFailed: moved?.status === 'failed' };
  });
  if (!result) return false;
  if (result.debitFailed) {
    const invoice = await findInvoiceForCollection(services.db, result.invoiceId);
    if (invoice) await sendPayLink(services, invoice, 'debitFailed');
  }
  return true;
}

/**
 * The webhook's and the return page's entry: asks the provider for the payment (never trusting
 * the caller) and records it when it is an invoice payment. A provider failure propagates, so the
 * webhook answers 5xx and the provider retries. Returns false for an id that is not an invoice's.
 */
export async function recordProviderPayment(services: CollectionServices, providerPaymentId: string): Promise<boolean> {
  if (!(await isInvoicePayment(services.db, providerPaymentId))) return false;
  const payment = await services.payments.getPayment(providerPaymentId);
  return recordInvoicePayment(services, payment.paymentId, payment.status);
}

/** The pay link: a one-off payment for an open invoice of this client; the browser goes to the checkout. */
export async function startInvoicePayLink(services: CollectionServices, invoice: CollectableInvoice): Promise<{ checkoutUrl: string } | null> {
  if (!canPayByLink(invoice)) return null;
  const payment = await services.payments.createPayment({
    amount: invoice.totalAmount,
    description: t.paymentDescription(invoice.invoiceNumber),
    redirectUrl: `${services.config.appUrl}/invoices?betaald=${invoice.id}`,
    webhookUrl: `${services.config.appUrl}${PAYMENT_WEBHOOK_PATH}`,
    metadata: { kind: 'invoice', invoiceId: invoice.id },
  });
  await insertInvoicePayment(services.db, { providerPaymentId: payment.paymentId, invoiceId: invoice.id, method: 'paylink', amount: invoice.totalAmount, status: payment.status });
  return { checkoutUrl: payment.checkoutUrl };
}
