import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, InvoicesTable } from '@/db/types';
import { toAmsterdamDate, type IsoDate } from '@/src/dates';
import { debitDate, formatInvoiceNumber, invoiceAmounts, invoiceDueDate } from '@/src/domain/invoices';
import { INVOICE_STATUSES, type InvoiceStatus } from '@/src/domain/statuses';
import type { Agency } from '@/src/domain/invoices';
import type { InvoiceDocument } from '@/src/domain/invoice-document';
import { lowerContains } from './search';

/**
 * The next invoice number of a year ('2026-0001'), allocated atomically: the counter row is
 * locked by the upsert until the surrounding transaction ends, so numbers never repeat, and a
 * transaction that rolls back takes its number with it, so none is skipped.
 */
export async function allocateInvoiceNumber(trx: Kysely<Database>, year: number): Promise<string> {
  const row = await trx
    .insertInto('invoiceCounters')
    .values({ year, lastNumber: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ lastNumber: eb('invoiceCounters.lastNumber', '+', 1) })))
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return formatInvoiceNumber(year, row.lastNumber);
}

export interface NewInvoiceRow {
  userId: string;
  /** Excluding VAT, exact: '30.00'. */
  amount: string;
  description: string;
  vatRate: string;
  invoiceDate: IsoDate;
  schedule?: { id: string; period: string; recurringDay: number };
}

/**
 * Creates an invoice with its number, VAT and total, and copies the client's billing details and
 * valid mandate onto it, so a later profile change or a deleted account leaves it intact.
 * Undefined when the client has no profile. Run it in a transaction: the number is allocated in it.
 */
export async function createInvoice(trx: Transaction<Database>, input: NewInvoiceRow) {
  const client = await trx
    .selectFrom('profiles')
    .leftJoin('paymentCustomers', 'paymentCustomers.userId', 'profiles.id')
    .select([
      'profiles.fullName',
      'profiles.companyName',
      'profiles.email',
      'profiles.address',
      'profiles.kvkNumber',
      'profiles.btwNumber',
      'paymentCustomers.mandateStatus',
      'paymentCustomers.mandateId',
      'paymentCustomers.ibanLast4',
    ])
    .where('profiles.id', '=', input.userId)
    .executeTakeFirst();
  if (!client) return undefined;
  const amounts = invoiceAmounts(input.amount, input.vatRate);
  const mandate = client.mandateStatus === 'valid' && client.mandateId && client.ibanLast4 ? client : null;
  return trx
    .insertInto('invoices')
    .values({
      userId: input.userId,
      invoiceNumber: await allocateInvoiceNumber(trx, Number(input.invoiceDate.slice(0, 4))),
      invoiceDate: input.invoiceDate,
      dueDate: invoiceDueDate(input.invoiceDate),
      amount: amounts.subtotal,
      vatRate: amounts.vatRate,
      vatAmount: amounts.vat,
      totalAmount: amounts.total,
      description: input.description,
      isRecurring: Boolean(input.schedule),
      recurringDay: input.schedule?.recurringDay ?? null,
      scheduleId: input.schedule?.id ?? null,
      period: input.schedule?.period ?? null,
      billingName: client.companyName || client.fullName || client.email,
      billingEmail: client.email,
      billingAddress: client.address,
      billingKvk: client.kvkNumber,
      billingBtw: client.btwNumber,
      debitDate: mandate ? debitDate(input.invoiceDate) : null,
      mandateReference: mandate?.mandateId ?? null,
      debitIbanLast4: mandate?.ibanLast4 ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const LIST_FIELDS = [
  'invoices.id',
  'invoices.userId',
  'invoices.invoiceNumber',
  'invoices.invoiceDate',
  'invoices.dueDate',
  'invoices.amount',
  'invoices.vatAmount',
  'invoices.totalAmount',
  'invoices.description',
  'invoices.status',
  'invoices.isRecurring',
  'invoices.debitDate',
  'invoices.billingName',
  'invoices.billingEmail',
  'invoices.createdAt',
] as const;

export type StatusTotals = Record<InvoiceStatus, { count: number; total: string }>;

// What the invoice search reads, in lower case: exactly the expression of the trigram index
// invoices_search_idx (migration 20261126_0100), or PostgreSQL cannot use that index.
const INVOICE_SEARCH_TEXT = sql<string>`lower(coalesce(billing_name, '') || E'\n' || coalesce(billing_email, '') || E'\n' || description || E'\n' || invoice_number)`;

/**
 * Facturatiebeheer: a page of invoices newest first (by date, then number), searched over number, client name, email and
 * description, optionally one status; with the total and, over the search, count and sum per status.
 */
export async function listInvoicesForAdmin(
  db: Kysely<Database>,
  options: { q: string; status?: InvoiceStatus | undefined; limit: number; offset: number },
) {
  let searched = db.selectFrom('invoices');
  if (options.q) searched = searched.where(lowerContains(INVOICE_SEARCH_TEXT, options.q));
  const filtered = options.status ? searched.where('invoices.status', '=', options.status) : searched;
  const [items, perStatus] = await Promise.all([
    filtered.select(LIST_FIELDS).orderBy('invoices.invoiceDate', 'desc').orderBy('invoices.invoiceNumber', 'desc').limit(options.limit).offset(options.offset).execute(),
    searched
      .select((eb) => ['invoices.status', eb.fn.countAll<number>().as('count'), eb.fn.sum<string>('invoices.totalAmount').as('total')])
      .groupBy('invoices.status')
      .execute(),
  ]);
  const totals = Object.fromEntries(INVOICE_STATUSES.map((status) => [status, { count: 0, total: '0.00' }])) as StatusTotals;
  for (const row of perStatus) totals[row.status] = { count: Number(row.count), total: String(row.total ?? '0.00') };
  // The list's own total follows from the counts per status.
  const total = options.status ? totals[options.status].count : Object.values(totals).reduce((sum, { count }) => sum + count, 0);
  return { items, total, totals };
}

/** The client's own invoices, newest first. */
export async function listClientInvoices(db: Kysely<Database>, userId: string, options: { limit: number; offset: number }) {
  const own = db.selectFrom('invoices').where('invoices.userId', '=', userId);
  const [items, count] = await Promise.all([
    own.select(LIST_FIELDS).orderBy('invoices.invoiceDate', 'desc').orderBy('invoices.invoiceNumber', 'desc').limit(options.limit).offset(options.offset).execute(),
    own.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** One invoice; with `ownerId`, only when it belongs to that client (another's id reads as missing). */
export function findInvoice(db: Kysely<Database>, invoiceId: string, ownerId?: string) {
  let query = db.selectFrom('invoices').selectAll().where('id', '=', invoiceId);
  if (ownerId !== undefined) query = query.where('userId', '=', ownerId);
  return query.executeTakeFirst();
}

/** Spec 4: only a pending invoice moves to cancelled; the condition is in the update, so a race cannot slip past it. */
export function cancelPendingInvoice(db: Kysely<Database>, invoiceId: string) {
  return db
    .updateTable('invoices')
    .set({ status: 'cancelled' })
    .where('id', '=', invoiceId)
    .where('status', '=', 'pending')
    .returning(['id', 'status'])
    .executeTakeFirst();
}

export async function countInvoices(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The PDF's content: the invoice's own copy of everything, plus the agency from configuration. */
export function toInvoiceDocument(invoice: Selectable<InvoicesTable>, agency: Agency): InvoiceDocument {
  return {
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    description: invoice.description,
    status: invoice.status,
    amounts: { subtotal: invoice.amount, vatRate: invoice.vatRate, vat: invoice.vatAmount, total: invoice.totalAmount },
    billing: {
      name: invoice.billingName ?? '',
      email: invoice.billingEmail,
      address: invoice.billingAddress,
      kvk: invoice.billingKvk,
      btw: invoice.billingBtw,
    },
    sepa:
      invoice.debitDate && invoice.debitIbanLast4 && invoice.mandateReference
        ? { debitDate: invoice.debitDate, ibanLast4: invoice.debitIbanLast4, mandateReference: invoice.mandateReference }
        : null,
    agency,
  };
}

/** Today's date for a new invoice, in Amsterdam. */
export function invoiceDateOf(now: Date): IsoDate {
  return toAmsterdamDate(now);
}
