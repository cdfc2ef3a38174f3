import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { PaymentStatus } from '@/src/domain/statuses';

// The sandbox provider's own records: what Mollie keeps on its side, kept here so a restart of the
// app (or a second instance) still knows every test payment.

export interface SandboxPaymentRecord {
  paymentId: string;
  amount: string;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  status: PaymentStatus;
  metadata: Record<string, string>;
}

export async function insertSandboxPayment(db: Kysely<Database>, payment: SandboxPaymentRecord): Promise<void> {
  const { paymentId, metadata, ...rest } = payment;
  await db.insertInto('sandboxPayments').values({ providerPaymentId: paymentId, metadata: JSON.stringify(metadata), ...rest }).execute();
}

export async function findSandboxPayment(db: Kysely<Database>, paymentId: string): Promise<SandboxPaymentRecord | undefined> {
  const row = await db.selectFrom('sandboxPayments').selectAll().where('providerPaymentId', '=', paymentId).executeTakeFirst();
  if (!row) return undefined;
  const { providerPaymentId, createdAt: _createdAt, metadata, ...rest } = row;
  return { paymentId: providerPaymentId, metadata: { ...metadata }, ...rest };
}

/** Settles an open payment; one that is no longer open keeps its status. Returns the status after. */
export async function settleSandboxPayment(db: Kysely<Database>, paymentId: string, status: PaymentStatus): Promise<PaymentStatus | undefined> {
  await db.updateTable('sandboxPayments').set({ status }).where('providerPaymentId', '=', paymentId).where('status', '=', 'open').execute();
  return (await findSandboxPayment(db, paymentId))?.status;
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
