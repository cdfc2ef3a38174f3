import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { moneyToCents } from '@/src/domain/money';
import type { PaymentKind, PaymentEventKind } from '@/src/domain/statuses';
import { findPaymentByProviderId, insertPaymentEvents, lockPaymentByProviderId, updateRecordedPayment, type PaymentRow } from '@/db/queries/payments';
import type { Clock } from '@/server/clock';
import type { PaymentProvider, PaymentStatus } from './types';
import { recordActivity } from '@/db/queries/activity';
import type { ActivityKind } from '@/src/domain/activity';

// THE way a payment's outcome enters the portal (webhook, sandbox checkout, return page's check), so a machine the provider cannot reach
// (localhost) still records its purchases. Each feature registers its fulfilment (Services.paymentFulfilments); none is imported here.

export interface PaymentChange {
  /** The payment as recorded now. */
  payment: PaymentRow;
  /** It became paid in this recording. */
  paidNow: boolean;
  /** It became failed, cancelled or expired in this recording. */
  closedNow: Exclude<PaymentStatus, 'open' | 'pending' | 'paid'> | null;
  chargedBackNow: boolean;
  chargebackReversedNow: boolean;
}

/**
 * Work after the recording transaction has committed: mails, an automatic refund. It may throw (the
 * webhook then answers 5xx and the provider delivers again), so it must be safe to repeat.
 */
export type AfterRecording = () => Promise<void>;

export interface PaymentFulfilment<S> {
  /**
   * Runs inside the recording transaction, with the payment row locked, on every recording, changed
   * or not: it must be idempotent (a delivery repeats, a recording after a crash catches up).
   */
  record(trx: Transaction<Database>, change: PaymentChange, services: S): Promise<AfterRecording | undefined>;
}

export type PaymentFulfilments<S> = Record<PaymentKind, PaymentFulfilment<S>>;

/** What recording a payment needs of the app's services. */
export interface PaymentServices<S> {
  db: Kysely<Database>;
  payments: PaymentProvider;
  clock: Clock;
  paymentFulfilments: PaymentFulfilments<S>;
}

const CLOSED: readonly PaymentStatus[] = ['failed', 'cancelled', 'expired'];

function eventsOf(change: Omit<PaymentChange, 'payment'>, payment: PaymentRow): { kind: PaymentEventKind; amount: string | null }[] {
  const events: { kind: PaymentEventKind; amount: string | null }[] = [];
  if (change.paidNow) events.push({ kind: 'paid', amount: payment.amount });
  if (change.closedNow) events.push({ kind: change.closedNow, amount: null });
  if (change.chargedBackNow) events.push({ kind: 'charged_back', amount: payment.chargedBackAmount });
  if (change.chargebackReversedNow) events.push({ kind: 'chargeback_reversed', amount: null });
  return events;
}

export interface RecordOptions {
  /** A status check: answered from the database when the provider was asked about this payment less than this long ago. */
  maxAgeMs?: number;
}

/**
 * The triggering request is never trusted: status and amounts come from the provider. Undefined for an unknown provider id; an
 * unreachable provider throws PaymentProviderError, so the webhook answers 5xx and the provider retries.
 */
export async function recordPayment<S extends PaymentServices<S>>(services: S, providerPaymentId: string, options: RecordOptions = {}): Promise<PaymentRow | undefined> {
  const known = await findPaymentByProviderId(services.db, providerPaymentId);
  if (!known) return undefined;
  const askedAgo = known.checkedAt ? services.clock.now().getTime() - known.checkedAt.getTime() : Infinity;
  if (options.maxAgeMs !== undefined && askedAgo < options.maxAgeMs) return known;

  const remote = await services.payments.getPayment(providerPaymentId);
  let after: AfterRecording | undefined;
  // One transaction with the row locked, so concurrent and repeated deliveries queue.
  const recorded = await services.db.transaction().execute(async (trx) => {
    const before = await lockPaymentByProviderId(trx, providerPaymentId);
    if (!before) return undefined;
    const now = services.clock.now();
    // A status never downgrades paid; a chargeback (and its reversal) is its own transition, read from the amounts.
    const status: PaymentStatus = before.status === 'paid' ? 'paid' : remote.status;
    const chargedBackAmount = status === 'paid' ? remote.chargedBackAmount : '0.00';
    const wasChargedBack = moneyToCents(before.chargedBackAmount) > 0;
    const isChargedBack = moneyToCents(chargedBackAmount) > 0;
    const transitions = {
      paidNow: status === 'paid' && before.status !== 'paid',
      closedNow: status !== before.status && CLOSED.includes(status) ? (status as PaymentChange['closedNow']) : null,
      chargedBackNow: isChargedBack && !wasChargedBack,
      chargebackReversedNow: wasChargedBack && !isChargedBack,
    };
    const payment = await updateRecordedPayment(trx, before.id, {
      status,
      chargedBackAmount,
      refundedAmount: remote.refundedAmount,
      paidAt: before.paidAt ?? (status === 'paid' ? now : null),
      now,
    });
    await insertPaymentEvents(trx, payment.id, eventsOf(transitions, payment), now);
    for (const kind of activityOf(transitions, payment)) {
      await recordActivity(trx, { actor: null, network: null }, { kind, invoiceId: payment.invoiceId, projectId: payment.projectId, subjectUserId: payment.userId, subjectId: payment.id });
    }
    after = await services.paymentFulfilments[payment.kind].record(trx, { payment, ...transitions }, services);
    return payment;
  });
  if (after) await after();
  return recorded;
}

/** What a recorded change reads as in the activity log: an invoice paid, failed or charged back, a module bought. */
function activityOf(
  transitions: { paidNow: boolean; closedNow: string | null; chargedBackNow: boolean },
  payment: { kind: string; invoiceId: string | null },
): ActivityKind[] {
  const kinds: ActivityKind[] = [];
  const onInvoice = payment.invoiceId !== null;
  if (transitions.paidNow) kinds.push(onInvoice ? 'invoice_paid' : 'module_bought');
  if (onInvoice && transitions.closedNow === 'failed') kinds.push('invoice_failed');
  if (onInvoice && transitions.chargedBackNow) kinds.push('invoice_charged_back');
  return kinds;
}
