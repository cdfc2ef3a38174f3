import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { IsoDate } from '@/src/dates';
import type { InvoiceStatus } from '@/src/domain/statuses';
import { OPEN_PAYMENT_STATUSES } from '@/src/domain/statuses';

type Db = Kysely<Database> | Transaction<Database>;

/** The invoice with what collecting it needs: the client's provider customer and mandate. */
export function findInvoiceForCollection(db: Db, invoiceId: string) {
  return db
    .selectFrom('invoices')
    .leftJoin('paymentCustomers', 'paymentCustomers.userId', 'invoices.userId')
    .leftJoin('profiles', 'profiles.id', 'invoices.userId')
    .select([
      'invoices.id',
      'invoices.userId',
      'invoices.kind',
      'invoices.invoiceNumber',
      'invoices.description',
      'invoices.status',
      'invoices.totalAmount',
      'invoices.debitDate',
      'invoices.debitIbanLast4',
      'invoices.mandateReference',
      'invoices.billingEmail',
      'invoices.preNotifiedAt',
      'invoices.agency',
      'profiles.fullName',
      'paymentCustomers.providerCustomerId',
      'paymentCustomers.mandateId',
      'paymentCustomers.mandateStatus',
    ])
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirst();
}

export type CollectableInvoice = NonNullable<Awaited<ReturnType<typeof findInvoiceForCollection>>>;

const debitOf = (db: Db, invoiceId: string) =>
  db.selectFrom('payments').selectAll().where('payments.invoiceId', '=', invoiceId).where('payments.method', '=', 'directdebit');

/**
 * Pending invoices whose announced debit date has come and that have no direct debit yet, or one
 * that was reserved but never reached the provider (a crash): the retry carries the same idempotency key.
 */
export async function listDueDebits(db: Kysely<Database>, today: IsoDate, reservedBefore: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('invoices')
    .select('invoices.id')
    .where('invoices.status', '=', 'pending')
    .where('invoices.debitDate', '<=', today)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.invoiceId', '=', 'invoices.id')
            .where('payments.method', '=', 'directdebit')
            .where((inner) =>
              inner.or([inner('payments.providerPaymentId', 'is not', null), inner.and([inner('payments.providerPaymentId', 'is', null), inner('payments.createdAt', '>', reservedBefore)])]),
            ),
        ),
      ),
    )
    .orderBy('invoices.debitDate')
    .limit(200)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The invoice's one direct debit, on the locked invoice while still pending. A reservation left without a provider id is returned
 * for the retry; undefined when no debit may start (no longer pending, or already at the provider).
 */
export async function reserveDebit(trx: Transaction<Database>, invoice: { id: string; userId: string | null; totalAmount: string }, now: Date) {
  const locked = await trx.selectFrom('invoices').select('status').where('id', '=', invoice.id).forUpdate().executeTakeFirst();
  if (locked?.status !== 'pending') return undefined;
  const existing = await debitOf(trx, invoice.id).executeTakeFirst();
  if (existing) return existing.providerPaymentId ? undefined : existing;
  return trx
    .insertInto('payments')
    .values({ kind: 'invoice', method: 'directdebit', userId: invoice.userId, invoiceId: invoice.id, amount: invoice.totalAmount, status: 'pending', createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The invoice locked for the recording of one of its payments. */
export function lockInvoice(trx: Transaction<Database>, invoiceId: string) {
  return trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).forUpdate().executeTakeFirst();
}

export function setInvoiceStatus(trx: Transaction<Database>, invoiceId: string, status: InvoiceStatus, paidAt?: Date) {
  return trx
    .updateTable('invoices')
    .set({ status, ...(paidAt ? { paidAt } : {}) })
    .where('id', '=', invoiceId)
    .execute();
}

/**
 * The invoice's payments that hold its money now: paid, not charged back, not sent back
 * automatically; the first of them settles the invoice, any later one is money twice.
 */
export function listHoldingPayments(trx: Transaction<Database>, invoiceId: string) {
  return trx
    .selectFrom('payments')
    .select(['payments.id', 'payments.paidAt'])
    .where('payments.invoiceId', '=', invoiceId)
    .where('payments.status', '=', 'paid')
    .where('payments.chargedBackAmount', '=', '0')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refunds').select('refunds.id').whereRef('refunds.paymentId', '=', 'payments.id').where('refunds.automatic', '=', true).where('refunds.status', '!=', 'failed'))),
    )
    .orderBy('payments.paidAt')
    .orderBy('payments.id')
    .execute();
}

/** The invoice's payments still open at the provider (a debit on its way, a pay link), reserved ones included. */
export function listOpenInvoicePayments(db: Db, invoiceId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'providerPaymentId', 'method', 'status', 'createdAt'])
    .where('invoiceId', '=', invoiceId)
    .where('status', 'in', OPEN_PAYMENT_STATUSES)
    .execute();
}

/** Claims a one-time mail: true for the first caller only. */
export async function claimInvoiceMail(db: Db, invoiceId: string, mail: 'preNotifiedAt' | 'payLinkSentAt' | 'chargedBackMailedAt', now: Date): Promise<boolean> {
  const claimed = await db.updateTable('invoices').set({ [mail]: now }).where('id', '=', invoiceId).where(mail, 'is', null).returning('id').executeTakeFirst();
  return Boolean(claimed);
}

/** Cancels a pending invoice that has no payment open at the provider, in the update itself. */
export function cancelInvoiceWithoutOpenPayments(trx: Transaction<Database>, invoiceId: string) {
  return trx
    .updateTable('invoices')
    .set({ status: 'cancelled' })
    .where('id', '=', invoiceId)
    .where('status', '=', 'pending')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('payments').select('payments.id').whereRef('payments.invoiceId', '=', 'invoices.id').where('payments.status', 'in', OPEN_PAYMENT_STATUSES))),
    )
    .returning(['id', 'status'])
    .executeTakeFirst();
}

export function findInvoiceStatus(db: Db, invoiceId: string) {
  return db.selectFrom('invoices').select('status').where('id', '=', invoiceId).executeTakeFirst();
}
