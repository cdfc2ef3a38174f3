import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import { sharedWhileRunning } from '@/db/shared-while-running';
import type { Database, InvoicesTable } from '@/db/types';
import { toAmsterdamDate, type IsoDate } from '@/src/dates';
import { debitDate, formatInvoiceNumber, invoiceDueDate } from '@/src/domain/invoices';
import { lineTotals, linesSummary, type InvoiceLine } from '@/src/domain/invoice-lines';
import { centsToMoney, moneyToCents } from '@/src/domain/money';
import { INVOICE_STATUSES, type InvoiceStatus } from '@/src/domain/statuses';
import type { Agency } from '@/src/domain/invoices';
import { insertInvoiceLines } from './invoice-lines';
import type { Actor } from './projects';
import { containsPattern, lowerMatches } from './search';
import { onePage } from './page-window';

type Db = Kysely<Database> | Transaction<Database>;

export type InvoiceRow = Selectable<InvoicesTable>;

/**
 * THE access rule for invoices and credit notes: an admin sees all, a client their own (user_id), anyone else none. Single reads,
 * lists and the PDF's content start here, so another client's invoice answers exactly like one that does not exist.
 */
export function invoicesVisibleTo(db: Db, actor: Actor) {
  const invoices = db.selectFrom('invoices');
  switch (actor.role) {
    case 'admin':
      return invoices;
    case 'client':
      return invoices.where('invoices.userId', '=', actor.id);
    default:
      return invoices.where(sql<boolean>`false`);
  }
}

/** One invoice (or credit note) the actor may see, or undefined (missing and not-yours look the same). */
export function findVisibleInvoice(db: Db, actor: Actor, invoiceId: string) {
  return invoicesVisibleTo(db, actor).selectAll('invoices').where('invoices.id', '=', invoiceId).executeTakeFirst();
}

/**
 * The upsert locks the year's counter row until the transaction ends, so numbers ('2026-0001') never repeat,
 * and a transaction that rolls back takes its number with it, so none is skipped.
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
  projectId?: string | null;
  lines: readonly InvoiceLine[];
  invoiceDate: IsoDate;
  /** Defaults to the usual payment term after the invoice date. */
  dueDate?: IsoDate;
  /** The agency as configured now: frozen on the invoice. */
  agency: Agency;
  schedule?: { id: string; period: string; recurringDay: number };
  /** A sale already paid (a module at checkout): issued paid, with the VAT of what was paid (see issuedVatGroups). */
  paid?: { at: Date; vat: string };
  /** The accepted quote whose one-off lines it bills (one invoice per quote, a unique key). */
  quoteId?: string;
}

/** The client's billing details and valid mandate, as an invoice copies them. */
export function clientForInvoice(trx: Transaction<Database>, userId: string) {
  return trx
    .selectFrom('profiles')
    .leftJoin('paymentCustomers', 'paymentCustomers.userId', 'profiles.id')
    .select([
      'profiles.fullName',
      'profiles.companyName',
      'profiles.email',
      'profiles.street',
      'profiles.postcode',
      'profiles.city',
      'profiles.country',
      'profiles.kvkNumber',
      'profiles.btwNumber',
      'paymentCustomers.mandateStatus',
      'paymentCustomers.mandateId',
      'paymentCustomers.ibanLast4',
    ])
    .where('profiles.id', '=', userId)
    .executeTakeFirst();
}

/** The billing copy an invoice keeps of its client. */
export function billingCopy(client: NonNullable<Awaited<ReturnType<typeof clientForInvoice>>>) {
  return {
    billingName: client.companyName || client.fullName || client.email,
    billingEmail: client.email,
    billingStreet: client.street,
    billingPostcode: client.postcode,
    billingCity: client.city,
    billingCountry: client.country,
    billingKvk: client.kvkNumber,
    billingBtw: client.btwNumber,
  };
}

/** An invoice's billing copy, as its credit note repeats it. */
export function billingOf(invoice: InvoiceRow) {
  const { billingName, billingEmail, billingStreet, billingPostcode, billingCity, billingCountry, billingKvk, billingBtw } = invoice;
  return { billingName, billingEmail, billingStreet, billingPostcode, billingCity, billingCountry, billingKvk, billingBtw };
}

/**
 * Copies the client's billing details, valid mandate and the agency onto it, so a later profile change, deleted account or new
 * configuration leaves it as issued. Undefined without a client profile; run it in a transaction, which allocates the number.
 */
export async function createInvoice(trx: Transaction<Database>, input: NewInvoiceRow) {
  const client = await clientForInvoice(trx, input.userId);
  if (!client) return undefined;
  const totals = lineTotals(input.lines);
  const vat = input.paid?.vat ?? totals.vat;
  const mandate = !input.paid && client.mandateStatus === 'valid' && client.mandateId && client.ibanLast4 ? client : null;
  const invoice = await trx
    .insertInto('invoices')
    .values({
      userId: input.userId,
      projectId: input.projectId ?? null,
      quoteId: input.quoteId ?? null,
      invoiceNumber: await allocateInvoiceNumber(trx, Number(input.invoiceDate.slice(0, 4))),
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate ?? invoiceDueDate(input.invoiceDate),
      amount: totals.subtotal,
      vatAmount: vat,
      totalAmount: centsToMoney(moneyToCents(totals.subtotal) + moneyToCents(vat)),
      description: linesSummary(input.lines),
      isRecurring: Boolean(input.schedule),
      recurringDay: input.schedule?.recurringDay ?? null,
      scheduleId: input.schedule?.id ?? null,
      period: input.schedule?.period ?? null,
      ...billingCopy(client),
      debitDate: mandate ? debitDate(input.invoiceDate) : null,
      mandateReference: mandate?.mandateId ?? null,
      debitIbanLast4: mandate?.ibanLast4 ?? null,
      ...(input.paid ? { status: 'paid' as const, paidAt: input.paid.at } : {}),
      agency: JSON.stringify(input.agency),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertInvoiceLines(trx, invoice.id, input.lines);
  return invoice;
}

/** What the invoice tables show of each invoice; the PDF and the ledger read the whole row on their own. */
const LIST_FIELDS = [
  'invoices.id',
  'invoices.kind',
  'invoices.invoiceNumber',
  'invoices.invoiceDate',
  'invoices.dueDate',
  'invoices.amount',
  'invoices.totalAmount',
  'invoices.description',
  'invoices.status',
  'invoices.isRecurring',
  'invoices.projectId',
  'invoices.debitDate',
  'invoices.billingName',
  'invoices.billingEmail',
] as const;

export type StatusTotals = Record<InvoiceStatus, { count: number; total: string }>;

/** The admin's invoices, those matching `pattern` when one is given. */
function searchedInvoices(db: Kysely<Database>, actor: Actor & { role: 'admin' }, pattern: string | null) {
  const visible = invoicesVisibleTo(db, actor);
  return pattern === null ? visible : visible.where((eb) => lowerMatches(eb.ref('invoices.searchText'), pattern));
}

/** Count and sum per status of the search (of every invoice without one); the sums as text, exact also inside JSON. */
function perStatusOf(db: Kysely<Database>, actor: Actor & { role: 'admin' }, pattern: string | null) {
  return searchedInvoices(db, actor, pattern)
    .select((eb) => ['invoices.status', eb.fn.countAll<number>().as('count'), sql<string>`sum(invoices.total_amount)::text`.as('total')])
    .groupBy('invoices.status');
}

/**
 * Facturatiebeheer, searched over each invoice's own search text (trigram index): one page of rows, and the counts per status over
 * the whole search, which the admin's requests at the same moment share one reading of.
 */
export async function listInvoicesForAdmin(
  db: Kysely<Database>,
  actor: Actor & { role: 'admin' },
  options: { q: string; status?: InvoiceStatus | undefined; limit: number; offset: number },
) {
  const pattern = options.q ? containsPattern(options.q) : null;
  const searched = searchedInvoices(db, actor, pattern);
  // Each status written into the SQL has a plan of its own, reading that status's index.
  const page = (options.status ? searched.where('invoices.status', '=', sql.lit(options.status)) : searched)
    .leftJoin('invoices as credited', 'credited.id', 'invoices.creditForInvoiceId')
    .select([...LIST_FIELDS, 'credited.invoiceNumber as creditForNumber'])
    // What the admin refunded of it already (a credit note each), so the list knows what may still go back.
    .select((eb) => refundedByAdmin(eb).as('refunded'))
    .orderBy('invoices.invoiceDate', 'desc')
    .orderBy('invoices.invoiceNumber', 'desc')
    .$call((rows) => onePage(rows, options))
    .execute();
  const [items, perStatus] = await Promise.all([
    page,
    sharedWhileRunning(db, `invoice-totals:${actor.id}:${pattern ?? ''}`, () => perStatusOf(db, actor, pattern).execute()),
  ]);
  const totals = Object.fromEntries(INVOICE_STATUSES.map((status) => [status, { count: 0, total: '0.00' }])) as StatusTotals;
  for (const row of perStatus) totals[row.status] = { count: Number(row.count), total: String(row.total ?? '0.00') };
  // The list's own total follows from the counts per status.
  const total = options.status ? totals[options.status].count : Object.values(totals).reduce((sum, { count }) => sum + count, 0);
  return { items, total, totals };
}

/** What the admin refunded of the invoice so far: its refunds not refused and not automatic, those on their way included. */
function refundedByAdmin(eb: ExpressionBuilder<Database, 'invoices'>) {
  return eb
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.paymentId')
    .select(sql<string>`coalesce(sum(refunds.amount), 0)::numeric(12,2)::text`.as('refunded'))
    .whereRef('payments.invoiceId', '=', 'invoices.id')
    .where('refunds.status', '<>', 'failed')
    .where('refunds.automatic', '=', false)
    .$asScalar()
    .$notNull();
}

/** Facturen: the client's own invoices and credit notes, newest first. */
export async function listClientInvoices(db: Kysely<Database>, actor: Actor & { role: 'client' }, options: { limit: number; offset: number }) {
  const own = invoicesVisibleTo(db, actor);
  const [items, count] = await Promise.all([
    own.leftJoin('invoices as credited', 'credited.id', 'invoices.creditForInvoiceId').select([...LIST_FIELDS, 'credited.invoiceNumber as creditForNumber']).orderBy('invoices.invoiceDate', 'desc').orderBy('invoices.invoiceNumber', 'desc').$call((page) => onePage(page, options)).execute(),
    own.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Today's date for a new invoice, in Amsterdam. */
export function invoiceDateOf(now: Date): IsoDate {
  return toAmsterdamDate(now);
}
