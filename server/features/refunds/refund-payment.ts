import { formatEuro, moneyToCents, centsToMoney } from '@/src/domain/money';
import { refundableCents } from '@/src/domain/invoices';
import { creditLineAtRate, negatedLines, partialCreditLines, vatOfRate } from '@/src/domain/invoice-lines';
import { listInvoiceLines } from '@/db/queries/invoice-lines';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { invoiceDateOf, type InvoiceRow } from '@/db/queries/invoices';
import { createCreditNote } from '@/db/queries/credit-notes';
import { insertPaymentEvents, lockPayment } from '@/db/queries/payments';
import { completeRefund, failRefund, findAutomaticRefund, insertPendingRefund, setRefundedAmount, sumRefunds } from '@/db/queries/refunds';
import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { Services } from '@/server/services';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';

// Never more than was paid less what went back: check and reservation share one transaction with the payment locked, so two concurrent
// whole refunds give one. The provider is asked after it, with the refund's id as idempotency key.

export class RefundTooLargeError extends Error {
  override readonly name = 'RefundTooLargeError';
  constructor(readonly refundable: string) {
    super(refundText.refunds.tooLarge(formatEuro(refundable)));
  }
}

export class NotRefundableError extends Error {
  override readonly name = 'NotRefundableError';
  constructor() {
    super(refundText.refunds.notRefundable);
  }
}

/** What the credit note credits: an invoice (its lines, copy and rates are repeated), or an older module purchase's title at the configured rate. */
export type CreditNoteSource = { invoice: InvoiceRow } | { userId: string | null; subject: string };

export interface RefundRequest {
  paymentId: string;
  amount: string;
  reason: string;
  createdBy: string | null;
  creditNote: CreditNoteSource | null;
  /** Who asked, for the activity log. */
  source?: ActivitySource;
}

export interface RefundResult {
  refundId: string;
  creditNote: { id: string; invoiceNumber: string } | null;
}

/** A whole refund credits the invoice's own lines and amounts; a part is shared over its rates (partialCreditLines). */
async function creditNoteFor(trx: Transaction<Database>, source: CreditNoteSource, refund: string, reason: string, services: Services) {
  if ('invoice' in source) {
    const original = source.invoice;
    const lines = await listInvoiceLines(trx, original.id);
    const description = refundText.refunds.creditNoteLine(original.invoiceNumber, reason);
    const credit =
      moneyToCents(refund) === moneyToCents(original.totalAmount)
        ? { lines: negatedLines(lines), totals: { subtotal: negate(original.amount), vat: negate(original.vatAmount), total: negate(original.totalAmount) } }
        : partialCreditLines({ lines, vat: original.vatAmount }, refund, description);
    return { creditFor: original, userId: original.userId, ...credit, description };
  }
  const description = refundText.refunds.moduleCreditNoteLine(source.subject, reason);
  return { creditFor: null, userId: source.userId, ...creditLineAtRate(refund, vatOfRate(services.config.invoicing.vatRate), description), description };
}

function negate(amount: string): string {
  return centsToMoney(-moneyToCents(amount));
}

/**
 * Throws RefundTooLargeError beyond what is left, NotRefundableError for a payment not paid or charged back, and PaymentProviderError
 * when the provider refuses (the refund is then recorded as failed and nothing is left reserved).
 */
export async function refundPayment(services: Services, request: RefundRequest): Promise<RefundResult> {
  const reserved = await services.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, request.paymentId);
    if (!payment?.providerPaymentId || payment.status !== 'paid' || moneyToCents(payment.chargedBackAmount) > 0) throw new NotRefundableError();
    const left = refundableCents(payment.amount, await sumRefunds(trx, payment.id));
    if (moneyToCents(request.amount) > left) throw new RefundTooLargeError(centsToMoney(left));
    const refund = await insertPendingRefund(trx, { paymentId: payment.id, amount: request.amount, reason: request.reason, automatic: false, createdBy: request.createdBy }, services.clock.now());
    const logged = { source: request.source ?? { actor: null, network: null }, invoiceId: payment.invoiceId, projectId: payment.projectId, userId: payment.userId };
    return { refund, providerPaymentId: payment.providerPaymentId, logged };
  });
  return sendRefund(services, reserved.refund, reserved.providerPaymentId, request.creditNote, reserved.logged);
}

/** What the log says of an admin's refund once the provider answered: refunded, or refused. */
interface RefundOnRecord {
  source: ActivitySource;
  invoiceId: string | null;
  projectId: string | null;
  userId: string | null;
}

function recordRefund(trx: Transaction<Database>, logged: RefundOnRecord, refundId: string, kind: 'invoice_refunded' | 'invoice_refund_refused') {
  return recordActivity(trx, logged.source, { kind, invoiceId: logged.invoiceId, projectId: logged.projectId, subjectUserId: logged.userId, subjectId: refundId });
}

/**
 * Sends back the whole of a payment that arrived where nothing was owed, without a credit note; once per payment, however often asked
 * (a webhook repeats). Returns the amount when this call sent it, null when there was nothing (left) to send.
 */
export async function refundAutomatically(services: Services, paymentId: string, reason: string): Promise<string | null> {
  const reserved = await services.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, paymentId);
    if (!payment?.providerPaymentId || payment.status !== 'paid' || moneyToCents(payment.chargedBackAmount) > 0) return null;
    if (await findAutomaticRefund(trx, payment.id)) return null;
    const left = refundableCents(payment.amount, await sumRefunds(trx, payment.id));
    if (left === 0) return null;
    const refund = await insertPendingRefund(trx, { paymentId: payment.id, amount: centsToMoney(left), reason, automatic: true, createdBy: null }, services.clock.now());
    return { refund, providerPaymentId: payment.providerPaymentId };
  });
  if (!reserved) return null;
  await sendRefund(services, reserved.refund, reserved.providerPaymentId, null);
  return reserved.refund.amount;
}

/** Asks the provider, then records its answer; the log (for an admin's refund) follows the answer, never runs ahead of it. */
async function sendRefund(
  services: Services,
  refund: { id: string; paymentId: string; amount: string; reason: string },
  providerPaymentId: string,
  creditNote: CreditNoteSource | null,
  logged: RefundOnRecord | null = null,
): Promise<RefundResult> {
  let sent;
  try {
    sent = await services.payments.refundPayment({
      paymentId: providerPaymentId,
      amount: refund.amount,
      description: refundText.refunds.providerDescription(refund.reason),
      metadata: { refundId: refund.id },
      idempotencyKey: `refund-${refund.id}`,
    });
  } catch (error) {
    await services.db.transaction().execute(async (trx) => {
      await failRefund(trx, refund.id, services.clock.now());
      if (logged) await recordRefund(trx, logged, refund.id, 'invoice_refund_refused');
    });
    throw error;
  }
  return services.db.transaction().execute(async (trx) => {
    const now = services.clock.now();
    const note = creditNote
      ? await createCreditNote(trx, { ...(await creditNoteFor(trx, creditNote, refund.amount, refund.reason, services)), invoiceDate: invoiceDateOf(now), agency: services.config.invoicing.agency })
      : null;
    await completeRefund(trx, refund.id, { providerRefundId: sent.refundId, status: sent.status, creditNoteId: note?.id ?? null }, now);
    await setRefundedAmount(trx, refund.paymentId, await sumRefunds(trx, refund.paymentId), now);
    await insertPaymentEvents(trx, refund.paymentId, [{ kind: 'refunded', amount: refund.amount }], now);
    if (logged) await recordRefund(trx, logged, refund.id, 'invoice_refunded');
    return { refundId: refund.id, creditNote: note ? { id: note.id, invoiceNumber: note.invoiceNumber } : null };
  });
}
