import type { FastifyBaseLogger } from 'fastify';
import { todayInAmsterdam } from '@/src/dates';
import { invoiceMailsText as mailText } from '@/src/text/nl/invoice-mails';
import { findInvoiceForCollection, listDueDebits, lockInvoice, reserveDebit, setInvoiceStatus } from '@/db/queries/invoice-collection';
import { fillDebit } from '@/db/queries/payments';
import { announceDebitFailed } from '@/db/queries/notify-money';
import type { Services } from '@/server/services';
import { recordPayment } from '@/server/payments/record-payment';
import { PAYMENT_WEBHOOK_PATH } from '@/server/payments/types';
import { sendPayLink, sendPreNotification } from './invoice-mails';

// With a valid mandate the invoice announces a direct debit (a pre-notification mail, then the charge on its date); what the webhook
// reports goes through the one recording function (invoice-payments.ts). Without a valid mandate the pay link goes out at once.

/** A debit reserved this long ago without reaching the provider was left by a crash: the job retries it. */
const DEBIT_RESERVATION_STALE_MS = 60_000;

/** A freshly created invoice: the debit's pre-notification (and the debit when its date has come), or the pay link. */
export async function collectNewInvoice(services: Services, invoiceId: string, log?: FastifyBaseLogger): Promise<void> {
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
 * At most once: the debit is reserved in the ledger (a unique key) while the invoice is locked and still pending, then asked of the
 * provider with an idempotency key, then recorded. A mandate that is no longer valid fails the invoice and mails the pay link.
 */
export async function chargeInvoiceDebit(services: Services, invoiceId: string): Promise<void> {
  const invoice = await findInvoiceForCollection(services.db, invoiceId);
  if (!invoice) return;
  const { providerCustomerId, mandateId } = invoice;
  if (invoice.mandateStatus !== 'valid' || !mandateId || !providerCustomerId) {
    const failed = await services.db.transaction().execute(async (trx) => {
      if ((await lockInvoice(trx, invoiceId))?.status !== 'pending') return false;
      await setInvoiceStatus(trx, invoiceId, 'failed');
      await announceDebitFailed(trx, invoiceId);
      return true;
    });
    if (failed) await sendPayLink(services, invoice, 'debitFailed');
    return;
  }
  const now = services.clock.now();
  const debit = await services.db.transaction().execute((trx) => reserveDebit(trx, invoice, now));
  if (!debit) return;
  const charged = await services.payments.chargeMandate({
    customerId: providerCustomerId,
    mandateId,
    amount: invoice.totalAmount,
    description: mailText.invoiceMails.paymentDescription(invoice.invoiceNumber),
    webhookUrl: `${services.config.appUrl}${PAYMENT_WEBHOOK_PATH}`,
    metadata: { kind: 'invoice', invoiceId, paymentId: debit.id },
    idempotencyKey: `invoice-debit-${invoiceId}`,
  });
  await services.db.transaction().execute((trx) => fillDebit(trx, debit.id, charged.paymentId, services.clock.now()));
  await recordPayment(services, charged.paymentId);
}

/** The job's share of collection: every debit whose date has come. */
export async function collectDueDebits(services: Services, log?: FastifyBaseLogger): Promise<number> {
  const now = services.clock.now();
  const due = await listDueDebits(services.db, todayInAmsterdam(now), new Date(now.getTime() - DEBIT_RESERVATION_STALE_MS));
  for (const invoiceId of due) {
    try {
      await chargeInvoiceDebit(services, invoiceId);
    } catch (err) {
      log?.error({ err, invoiceId }, 'direct debit not started; the next run tries again');
    }
  }
  return due.length;
}
