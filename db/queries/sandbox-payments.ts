import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { PaymentStatus } from '@/src/domain/statuses';
import { OPEN_PAYMENT_STATUSES } from '@/src/domain/statuses';

// What Mollie keeps on its side, kept in the database so a restart or a second instance still knows every test payment and refund.
// Each change is one conditional statement, so two concurrent ones (a cancel racing a payment) never both pass.

export interface SandboxPaymentRecord {
  paymentId: string;
  amount: string;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  status: PaymentStatus;
  metadata: Record<string, string>;
  chargedBackAmount: string;
  refundedAmount: string;
}

export async function insertSandboxPayment(
  db: Kysely<Database>,
  payment: Omit<SandboxPaymentRecord, 'chargedBackAmount' | 'refundedAmount'>,
): Promise<void> {
  const { paymentId, metadata, ...rest } = payment;
  await db.insertInto('sandboxPayments').values({ providerPaymentId: paymentId, metadata: JSON.stringify(metadata), ...rest }).execute();
}

export async function findSandboxPayment(db: Kysely<Database>, paymentId: string): Promise<SandboxPaymentRecord | undefined> {
  const row = await db.selectFrom('sandboxPayments').selectAll().where('providerPaymentId', '=', paymentId).executeTakeFirst();
  if (!row) return undefined;
  const { providerPaymentId, createdAt: _createdAt, metadata, ...rest } = row;
  return { paymentId: providerPaymentId, metadata: { ...metadata }, ...rest };
}

/** Settles an open or pending payment; one that is settled already keeps its status. True when it moved. */
export async function settleSandboxPayment(db: Kysely<Database>, paymentId: string, status: PaymentStatus): Promise<boolean> {
  const moved = await db
    .updateTable('sandboxPayments')
    .set({ status })
    .where('providerPaymentId', '=', paymentId)
    .where('status', 'in', OPEN_PAYMENT_STATUSES)
    .returning('providerPaymentId')
    .executeTakeFirst();
  return moved !== undefined;
}

/** The payer's bank takes a paid payment back (all of it); a second chargeback changes nothing. */
export async function chargeBackSandboxPayment(db: Kysely<Database>, paymentId: string): Promise<boolean> {
  const moved = await db
    .updateTable('sandboxPayments')
    .set({ chargedBackAmount: sql<string>`amount - refunded_amount` })
    .where('providerPaymentId', '=', paymentId)
    .where('status', '=', 'paid')
    .where('chargedBackAmount', '=', '0')
    .where(sql<boolean>`amount > refunded_amount`)
    .returning('providerPaymentId')
    .executeTakeFirst();
  return moved !== undefined;
}

/** The chargeback is reversed: the money is the agency's again. */
export async function reverseSandboxChargeback(db: Kysely<Database>, paymentId: string): Promise<boolean> {
  const moved = await db
    .updateTable('sandboxPayments')
    .set({ chargedBackAmount: '0' })
    .where('providerPaymentId', '=', paymentId)
    .where('chargedBackAmount', '>', '0')
    .returning('providerPaymentId')
    .executeTakeFirst();
  return moved !== undefined;
}

/** A direct debit charged before with this idempotency key (a retried call creates no second one). */
export async function findSandboxPaymentByIdempotencyKey(db: Kysely<Database>, idempotencyKey: string): Promise<SandboxPaymentRecord | undefined> {
  const row = await db
    .selectFrom('sandboxPayments')
    .select('providerPaymentId')
    .where(sql<string>`metadata->>'idempotencyKey'`, '=', idempotencyKey)
    .executeTakeFirst();
  return row && findSandboxPayment(db, row.providerPaymentId);
}

/**
 * Refunds part of a paid payment once per idempotency key: refund row and refunded amount change together, only while paid, not
 * charged back and within what is left. Undefined when the payment cannot be refunded that much.
 */
export function refundSandboxPayment(
  db: Kysely<Database>,
  input: { paymentId: string; refundId: string; amount: string; idempotencyKey: string },
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const earlier = await trx.selectFrom('sandboxRefunds').select('providerRefundId').where('idempotencyKey', '=', input.idempotencyKey).executeTakeFirst();
    if (earlier) return earlier.providerRefundId;
    const refunded = await trx
      .updateTable('sandboxPayments')
      .set({ refundedAmount: sql<string>`refunded_amount + ${input.amount}::numeric` })
      .where('providerPaymentId', '=', input.paymentId)
      .where('status', '=', 'paid')
      .where('chargedBackAmount', '=', '0')
      .where(sql<boolean>`refunded_amount + ${input.amount}::numeric <= amount`)
      .returning('providerPaymentId')
      .executeTakeFirst();
    if (!refunded) return undefined;
    await trx
      .insertInto('sandboxRefunds')
      .values({ providerRefundId: input.refundId, providerPaymentId: input.paymentId, amount: input.amount, idempotencyKey: input.idempotencyKey })
      .execute();
    return input.refundId;
  });
}

/** Cancels an open or pending payment; false when it is settled already (it can no longer be cancelled). */
export async function cancelSandboxPayment(db: Kysely<Database>, paymentId: string): Promise<boolean> {
  return settleSandboxPayment(db, paymentId, 'cancelled');
}
