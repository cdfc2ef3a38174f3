import type { Kysely, Transaction } from 'kysely';
import type { Database, PaymentKind } from '@/db/types';
import type { PaymentStatus } from '@/src/domain/statuses';

type Db = Kysely<Database> | Transaction<Database>;

export function insertPayment(
  db: Db,
  input: {
    id: string;
    providerPaymentId: string;
    kind: PaymentKind;
    userId: string;
    projectId?: string | null;
    moduleId?: string | null;
    invoiceId?: string | null;
    amount: string;
    status: PaymentStatus;
  },
) {
  return db.insertInto('payments').values(input).returningAll().executeTakeFirstOrThrow();
}

export function findPaymentByProviderId(db: Db, providerPaymentId: string) {
  return db.selectFrom('payments').selectAll().where('providerPaymentId', '=', providerPaymentId).executeTakeFirst();
}

/** The payment row locked until the recording transaction ends: concurrent deliveries of one id queue here. */
export function lockPaymentByProviderId(trx: Transaction<Database>, providerPaymentId: string) {
  return trx.selectFrom('payments').selectAll().where('providerPaymentId', '=', providerPaymentId).forUpdate().executeTakeFirst();
}

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPaymentByProviderId>>>;

/** The provider's latest status; a paid payment is never downgraded and keeps its first paid_at. */
export function updatePaymentStatus(trx: Transaction<Database>, id: string, status: PaymentStatus, now: Date) {
  return trx
    .updateTable('payments')
    .set({ status, updatedAt: now, ...(status === 'paid' ? { paidAt: now } : {}) })
    .where('id', '=', id)
    .where('status', '!=', 'paid')
    .execute();
}

/** A client's own payment by its portal id (the return page's reference). */
export function findOwnPayment(db: Db, userId: string, paymentId: string) {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).where('userId', '=', userId).executeTakeFirst();
}
