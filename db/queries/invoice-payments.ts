import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { IsoDate } from '@/src/dates';
import type { PaymentStatus } from '@/src/domain/statuses';

/** The invoice with what collecting it needs: the client's provider customer and mandate. */
export function findInvoiceForCollection(db: Kysely<Database>, invoiceId: string) {
  return db
    .selectFrom('invoices')
    .leftJoin('paymentCustomers', 'paymentCustomers.userId', 'invoices.userId')
    .leftJoin('profiles', 'profiles.id', 'invoices.userId')
    .select([
      'invoices.id',
      'invoices.userId',
      'invoices.invoiceNumber',
      'invoices.description',
      'invoices.status',
      'invoices.totalAmount',
      'invoices.debitDate',
      'invoices.debitIbanLast4',
      'invoices.mandateReference',
      'invoices.billingEmail',
      'invoices.preNotifiedAt',
      'profiles.fullName',
      'paymentCustomers.providerCustomerId',
      'paymentCustomers.mandateId',
      'paymentCustomers.mandateStatus',
    ])
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirst();
}

export type CollectableInvoice = NonNullable<Awaited<ReturnType<typeof findInvoiceForCollection>>>;

/** Pending invoices whose announced debit date has come and that have no direct debit yet. */
export async function listDueDebits(db: Kysely<Database>, today: IsoDate): Promise<string[]> {
  const rows = await db
    .selectFrom('invoices')
    .select('invoices.id')
    .where('invoices.status', '=', 'pending')
    .where('invoices.debitDate', '<=', today)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('invoicePayments').select('invoicePayments.id').whereRef('invoicePayments.invoiceId', '=', 'invoices.id').where('invoicePayments.method', '=', 'directdebit'))),
    )
    .orderBy('invoices.debitDate')
    .limit(200)
    .execute();
  return rows.map((row) => row.id);
}

/** Locks the invoice for this transaction; says whether a direct debit may still start for it. */
export async function lockInvoiceForDebit(trx: Transaction<Database>, invoiceId: string): Promise<boolean> {
  const invoice = await trx.selectFrom('invoices').select('status').where('id', '=', invoiceId).forUpdate().executeTakeFirst();
  if (invoice?.status !== 'pending') return false;
  const debit = await trx.selectFrom('invoicePayments').select('id').where('invoiceId', '=', invoiceId).where('method', '=', 'directdebit').executeTakeFirst();
  return !debit;
}

export function insertInvoicePayment(
  db: Kysely<Database>,
  input: { providerPaymentId: string; invoiceId: string; method: 'directdebit' | 'paylink'; amount: string; status: PaymentStatus },
) {
  return db.insertInto('invoicePayments').values(input).returningAll().executeTakeFirstOrThrow();
}

/** The payment as the provider last reported it, locked for the recording transaction; undefined for an id that is not an invoice's. */
export function lockInvoicePayment(trx: Transaction<Database>, providerPaymentId: string) {
  return trx.selectFrom('invoicePayments').selectAll().where('providerPaymentId', '=', providerPaymentId).forUpdate().executeTakeFirst();
}

export function isInvoicePayment(db: Kysely<Database>, providerPaymentId: string) {
  return db.selectFrom('invoicePayments').select('id').where('providerPaymentId', '=', providerPaymentId).executeTakeFirst();
}

/** A paid payment is never downgraded. */
export function updateInvoicePaymentStatus(trx: Transaction<Database>, id: string, status: PaymentStatus) {
  return trx.updateTable('invoicePayments').set({ status, updatedAt: new Date() }).where('id', '=', id).where('status', '!=', 'paid').execute();
}

/** Paid settles a pending or failed invoice; a failed debit fails a pending one. Returns the invoice when it moved. */
export function settleInvoice(trx: Transaction<Database>, invoiceId: string, outcome: 'paid' | 'failed', now: Date) {
  const update = trx.updateTable('invoices').where('id', '=', invoiceId);
  return (
    outcome === 'paid'
      ? update.set({ status: 'paid', paidAt: now }).where('status', 'in', ['pending', 'failed'])
      : update.set({ status: 'failed' }).where('status', '=', 'pending')
  )
    .returning(['id', 'status'])
    .executeTakeFirst();
}

/** Claims a one-time mail: true for the first caller only. */
export async function claimInvoiceMail(db: Kysely<Database>, invoiceId: string, mail: 'preNotifiedAt' | 'payLinkSentAt', now: Date): Promise<boolean> {
  const claimed = await db.updateTable('invoices').set({ [mail]: now }).where('id', '=', invoiceId).where(mail, 'is', null).returning('id').executeTakeFirst();
  return Boolean(claimed);
}

/** The newest pay-link payment of an invoice, to read back after the client returns from the checkout. */
export function latestPayLink(db: Kysely<Database>, invoiceId: string) {
  return db
    .selectFrom('invoicePayments')
    .select(['providerPaymentId', 'status'])
    .where('invoiceId', '=', invoiceId)
    .where('method', '=', 'paylink')
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}
