import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { RefundStatus } from '@/src/domain/statuses';
import { centsToMoney, moneyToCents } from '@/src/domain/money';
import { paymentsVisibleTo } from './payments';
import type { Actor } from './projects';

type Db = Kysely<Database> | Transaction<Database>;

/** Refunds reach an actor through the payment they send back (paymentsVisibleTo): the same rule, one door further. */
export function refundsVisibleTo(db: Db, actor: Actor) {
  return db.selectFrom('refunds').where('refunds.paymentId', 'in', paymentsVisibleTo(db, actor).select('payments.id'));
}

/** What went back of a payment, or is on its way: every refund not refused. */
export async function sumRefunds(trx: Db, paymentId: string): Promise<string> {
  const row = await trx
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'))
    .where('paymentId', '=', paymentId)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  return centsToMoney(moneyToCents(String(row.total)));
}

/** The payment's automatic refund that is not refused, if one was asked already. */
export function findAutomaticRefund(trx: Db, paymentId: string) {
  return trx.selectFrom('refunds').selectAll().where('paymentId', '=', paymentId).where('automatic', '=', true).where('status', '!=', 'failed').executeTakeFirst();
}

/** A refund reserved before the provider is asked: it counts against what is left at once, so a second cannot pass. */
export function insertPendingRefund(
  trx: Transaction<Database>,
  input: { paymentId: string; amount: string; reason: string; automatic: boolean; createdBy: string | null },
  now: Date,
) {
  return trx
    .insertInto('refunds')
    .values({ ...input, status: 'pending', createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function completeRefund(
  trx: Transaction<Database>,
  id: string,
  done: { providerRefundId: string; status: RefundStatus; creditNoteId: string | null },
  now: Date,
) {
  return trx.updateTable('refunds').set({ ...done, updatedAt: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function failRefund(db: Db, id: string, now: Date) {
  return db.updateTable('refunds').set({ status: 'failed', updatedAt: now }).where('id', '=', id).where('providerRefundId', 'is', null).execute();
}

/** The payment's refunded amount as the portal knows it (the provider's next report may say more). */
export async function setRefundedAmount(trx: Transaction<Database>, paymentId: string, refunded: string, now: Date) {
  await trx
    .updateTable('payments')
    .set({ refundedAmount: sql<string>`greatest(refunded_amount, ${refunded}::numeric)`, updatedAt: now })
    .where('id', '=', paymentId)
    .execute();
}
