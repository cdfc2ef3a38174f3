import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, PaymentsTable } from '@/db/types';
import type { PaymentEventKind, PaymentKind, PaymentMethod, PaymentStatus } from '@/src/domain/statuses';
import { OPEN_PAYMENT_STATUSES } from '@/src/domain/statuses';
import type { Actor } from './projects';

type Db = Kysely<Database> | Transaction<Database>;

export type PaymentRow = Selectable<PaymentsTable>;

/**
 * THE access rule for payments: an admin sees every one, a client their own (user_id), anyone else none. The return page's check
 * and every payment list start here, so another client's payment answers exactly like one that does not exist.
 */
export function paymentsVisibleTo(db: Db, actor: Actor) {
  const payments = db.selectFrom('payments');
  switch (actor.role) {
    case 'admin':
      return payments;
    case 'client':
      return payments.where('payments.userId', '=', actor.id);
    default:
      return payments.where(sql<boolean>`false`);
  }
}

/** One payment the actor may see, or undefined. */
export function findVisiblePayment(db: Db, actor: Actor, paymentId: string) {
  return paymentsVisibleTo(db, actor).selectAll('payments').where('payments.id', '=', paymentId).executeTakeFirst();
}

export function findPaymentByProviderId(db: Db, providerPaymentId: string) {
  return db.selectFrom('payments').selectAll().where('providerPaymentId', '=', providerPaymentId).executeTakeFirst();
}

/** The payment row locked until the transaction ends: concurrent deliveries of one id queue here. */
export function lockPaymentByProviderId(trx: Transaction<Database>, providerPaymentId: string) {
  return trx.selectFrom('payments').selectAll().where('providerPaymentId', '=', providerPaymentId).forUpdate().executeTakeFirst();
}

export function lockPayment(trx: Transaction<Database>, paymentId: string) {
  return trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
}

/** What the provider reported, as recorded: status, amounts, when it was paid and when last asked. */
export function updateRecordedPayment(
  trx: Transaction<Database>,
  id: string,
  change: { status: PaymentStatus; chargedBackAmount: string; refundedAmount: string; paidAt: Date | null; now: Date },
) {
  return trx
    .updateTable('payments')
    .set({
      status: change.status,
      chargedBackAmount: change.chargedBackAmount,
      refundedAmount: change.refundedAmount,
      paidAt: change.paidAt,
      checkedAt: change.now,
      updatedAt: change.now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertPaymentEvents(trx: Transaction<Database>, paymentId: string, events: { kind: PaymentEventKind; amount: string | null }[], now: Date) {
  if (events.length === 0) return Promise.resolve();
  return trx
    .insertInto('paymentEvents')
    .values(events.map((event) => ({ paymentId, kind: event.kind, amount: event.amount, createdAt: now })))
    .execute();
}

export interface NewPayment {
  kind: PaymentKind;
  method: PaymentMethod;
  userId: string | null;
  projectId?: string | null;
  moduleId?: string | null;
  invoiceId?: string | null;
  amount: string;
  purchaseKey?: string | null;
}

// One open checkout per purchase: the row is reserved (no provider id yet) before the provider is
// asked, and the unique index on an open purchase_key keeps a second one from being made meanwhile.

/** The purchase's open checkout or pay link, reserved or made, locked for this transaction. */
export function lockOpenCheckout(trx: Transaction<Database>, purchaseKey: string) {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('purchaseKey', '=', purchaseKey)
    .where('status', 'in', OPEN_PAYMENT_STATUSES)
    .forUpdate()
    .executeTakeFirst();
}

/** Reserves the purchase's checkout; undefined when another request reserved it first (the unique key). */
export function reserveCheckout(trx: Transaction<Database>, input: NewPayment & { purchaseKey: string }, now: Date) {
  return trx
    .insertInto('payments')
    .values({ ...input, status: 'open', createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The provider's payment for a reservation: its id, checkout address and first status. */
export async function fillCheckout(
  trx: Transaction<Database>,
  id: string,
  created: { providerPaymentId: string; checkoutUrl: string; status: PaymentStatus },
  now: Date,
) {
  await trx.updateTable('payments').set({ ...created, checkedAt: now, updatedAt: now }).where('id', '=', id).execute();
  await insertPaymentEvents(trx, id, [{ kind: 'created', amount: null }], now);
}

/** A reservation the provider refused, or one a crash left behind: it goes, and stops blocking the purchase. */
export function dropReservation(db: Db, id: string) {
  return db.deleteFrom('payments').where('id', '=', id).where('providerPaymentId', 'is', null).execute();
}

/** The provider's id for a reserved direct debit; its status comes with the recording that follows. */
export async function fillDebit(trx: Transaction<Database>, id: string, providerPaymentId: string, now: Date) {
  const filled = await trx
    .updateTable('payments')
    .set({ providerPaymentId, updatedAt: now })
    .where('id', '=', id)
    .where('providerPaymentId', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (filled) await insertPaymentEvents(trx, id, [{ kind: 'created', amount: null }], now);
}

/** The invoice a payment settled: a module bought at checkout gets its invoice after it is paid (one per payment, a unique key). */
export function linkPaymentToInvoice(trx: Transaction<Database>, paymentId: string, invoiceId: string) {
  return trx.updateTable('payments').set({ invoiceId }).where('id', '=', paymentId).execute();
}
