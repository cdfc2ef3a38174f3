import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { IsoDate } from '@/src/dates';
import { formatQuoteNumber, quoteTotals, type QuoteLine, type QuoteStatus, type StoredQuoteStatus } from '@/src/domain/quotes';
import type { Agency } from '@/src/domain/invoices';
import type { PackageType } from '@/src/domain/packages';
import type { Actor } from './projects';
import { QUOTE_ACTIVITY_KINDS } from '@/src/domain/activity-kinds';
import { containsPattern, lowerMatches } from './search';
import { isExpiredQuote, quoteStatusOf } from './rules';
import { onePage } from './page-window';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * THE access rule for quotes: an admin reaches every quote; a client only the accepted quotes
 * that made or linked their account (for the signed PDF); a developer none.
 */
export function quotesVisibleTo(db: Db, actor: Actor) {
  const rows = db.selectFrom('quotes');
  if (actor.role === 'admin') return rows;
  if (actor.role === 'client') return rows.where('quotes.clientId', '=', actor.id).where('quotes.status', '=', sql.lit<StoredQuoteStatus>('geaccepteerd'));
  return rows.where(sql.lit(false));
}

/**
 * The year's next quote number ('OFF-2026-0001'): the upsert locks the counter row until commit, so numbers never repeat,
 * and a rolled-back transaction takes its number with it, so none is skipped.
 */
export async function allocateQuoteNumber(trx: Transaction<Database>, year: number): Promise<string> {
  const row = await trx
    .insertInto('quoteCounters')
    .values({ year, lastNumber: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ lastNumber: eb('quoteCounters.lastNumber', '+', 1) })))
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return formatQuoteNumber(year, row.lastNumber);
}

export interface QuoteDraftRow {
  recipientKind: 'new' | 'client';
  clientId: string | null;
  recipientName: string;
  recipientCompany: string | null;
  recipientEmail: string;
  packageType: PackageType;
  introduction: string;
  validUntil: IsoDate;
  lines: readonly QuoteLine[];
}

/** The draft's columns with the totals of its lines, frozen with them. */
function draftColumns(draft: QuoteDraftRow) {
  const { lines: _lines, ...columns } = draft;
  const totals = quoteTotals(draft.lines);
  return {
    ...columns,
    oneOffSubtotal: totals.oneOff.subtotal,
    oneOffTotal: totals.oneOff.total,
    monthlySubtotal: totals.monthly.subtotal,
    monthlyTotal: totals.monthly.total,
  };
}

async function writeLines(trx: Transaction<Database>, quoteId: string, lines: readonly QuoteLine[]) {
  await trx.deleteFrom('quoteLines').where('quoteId', '=', quoteId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('quoteLines')
    .values(lines.map((line, i) => ({ quoteId, position: i + 1, ...line })))
    .execute();
}

export async function insertQuote(trx: Transaction<Database>, draft: QuoteDraftRow, meta: { number: string; createdBy: string | null; now: Date }) {
  const quote = await trx
    .insertInto('quotes')
    .values({ ...draftColumns(draft), quoteNumber: meta.number, createdBy: meta.createdBy, createdAt: meta.now, updatedAt: meta.now })
    .returning(['id', 'quoteNumber'])
    .executeTakeFirstOrThrow();
  await writeLines(trx, quote.id, draft.lines);
  return quote;
}

/** Rewrites a concept; undefined when it is no concept (any more). */
export async function updateConceptQuote(trx: Transaction<Database>, id: string, draft: QuoteDraftRow, now: Date) {
  const quote = await trx
    .updateTable('quotes')
    .set({ ...draftColumns(draft), updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'concept')
    .returning(['id', 'quoteNumber'])
    .executeTakeFirst();
  if (quote) await writeLines(trx, id, draft.lines);
  return quote;
}

const QUOTE_FIELDS = [
  'quotes.id',
  'quotes.quoteNumber',
  'quotes.status',
  'quotes.recipientKind',
  'quotes.clientId',
  'quotes.recipientName',
  'quotes.recipientCompany',
  'quotes.recipientEmail',
  'quotes.packageType',
  'quotes.introduction',
  'quotes.validUntil',
  'quotes.terms',
  'quotes.agency',
  'quotes.pdfKey',
  'quotes.pdfSha256',
  'quotes.createdBy',
  'quotes.createdAt',
  'quotes.sentAt',
  'quotes.viewedAt',
  'quotes.decidedAt',
  'quotes.declineReason',
  'quotes.projectId',
] as const;

export type QuoteRow = Awaited<ReturnType<typeof findQuote>> & {};

/** A quote the actor may reach (quotesVisibleTo), optionally locked for the caller's transaction. */
export function findQuote(db: Db, actor: Actor, id: string, lock = false) {
  const query = quotesVisibleTo(db, actor).select(QUOTE_FIELDS).where('quotes.id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The quote a link's token opens (whatever its status; the caller decides), optionally locked. */
export function findQuoteByTokenHash(db: Db, tokenHash: string, lock = false) {
  const query = db.selectFrom('quotes').select(QUOTE_FIELDS).where('quotes.tokenHash', '=', tokenHash);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function listQuoteLines(db: Db, quoteId: string): Promise<QuoteLine[]> {
  return db
    .selectFrom('quoteLines')
    .select(['kind', 'recurring', 'moduleId', 'description', 'quantity', 'unitPrice', 'vatRate', 'reverseCharge'])
    .where('quoteId', '=', quoteId)
    .orderBy('position')
    .execute();
}

/** Offertes: a page newest first, with the status shown, searched and filtered on the server. */
export async function listQuotesForAdmin(
  db: Kysely<Database>,
  actor: Actor & { role: 'admin' },
  options: { q: string; status?: QuoteStatus | undefined; today: IsoDate; limit: number; offset: number },
) {
  let rows = quotesVisibleTo(db, actor);
  if (options.q) rows = rows.where((eb) => lowerMatches(eb.ref('quotes.searchText'), containsPattern(options.q)));
  const { status, today } = options;
  if (status === 'verlopen') rows = rows.where((eb) => isExpiredQuote(eb, today));
  else if (status === 'verzonden' || status === 'bekeken') rows = rows.where('quotes.status', '=', status).where('quotes.validUntil', '>=', today);
  else if (status) rows = rows.where('quotes.status', '=', status);
  const [items, count] = await Promise.all([
    rows
      .select([
        'quotes.id',
        'quotes.quoteNumber as number',
        'quotes.recipientName',
        'quotes.recipientCompany',
        'quotes.recipientEmail',
        'quotes.packageType',
        'quotes.oneOffTotal',
        'quotes.monthlyTotal',
        'quotes.validUntil',
        'quotes.createdAt',
        'quotes.sentAt',
      ])
      .select((eb) => quoteStatusOf(eb, today).as('status'))
      .orderBy('quotes.createdAt', 'desc')
      .orderBy('quotes.id', 'desc')
      .$call((page) => onePage(page, options))
      .execute(),
    rows.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/** Facturen's "Getekende offertes": the client's accepted quotes (quotesVisibleTo), newest acceptance first, a page with the total. */
export async function listSignedQuotes(db: Kysely<Database>, actor: Actor & { role: 'client' }, options: { limit: number; offset: number }) {
  const own = quotesVisibleTo(db, actor);
  const [items, count] = await Promise.all([
    own
      .select(['quotes.id', 'quotes.quoteNumber as number', 'quotes.decidedAt as acceptedAt'])
      .orderBy('quotes.decidedAt', 'desc')
      .orderBy('quotes.id', 'desc')
      .$call((page) => onePage(page, options))
      .execute(),
    own.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}

/** Sent: the frozen terms and agency, the PDF as rendered, and the link's hash. */
export async function markQuoteSent(
  trx: Transaction<Database>,
  id: string,
  sent: { tokenHash: string; pdfKey: string; pdfSha256: string; terms: string; agency: Agency; sentAt: Date },
) {
  return trx
    .updateTable('quotes')
    .set({ ...sent, agency: JSON.stringify(sent.agency), status: 'verzonden', updatedAt: sent.sentAt })
    .where('id', '=', id)
    .where('status', '=', 'concept')
    .returning(['id', 'sentAt'])
    .executeTakeFirst();
}

/** The first opening of the link: Verzonden → Bekeken, once. True when this call moved it. */
export async function markQuoteViewed(db: Db, id: string, now: Date): Promise<boolean> {
  const moved = await db
    .updateTable('quotes')
    .set({ status: 'bekeken', viewedAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'verzonden')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

export async function markQuoteDecided(
  trx: Transaction<Database>,
  id: string,
  decision: { status: 'geaccepteerd' | 'afgewezen'; at: Date; declineReason?: string | null; clientId?: string; projectId?: string },
) {
  await trx
    .updateTable('quotes')
    .set({
      status: decision.status,
      decidedAt: decision.at,
      updatedAt: decision.at,
      // A quote opened only by its PDF download was never marked viewed; its answer says it was read.
      viewedAt: (eb) => eb.fn.coalesce('viewedAt', eb.val(decision.at)),
      ...(decision.declineReason !== undefined ? { declineReason: decision.declineReason } : {}),
      ...(decision.clientId ? { clientId: decision.clientId } : {}),
      ...(decision.projectId ? { projectId: decision.projectId } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', ['verzonden', 'bekeken'])
    .execute();
}

export function insertQuoteSignature(
  trx: Transaction<Database>,
  signature: { quoteId: string; fullName: string; signedAt: Date; network: string | null; userAgent: string | null; pdfSha256: string },
) {
  return trx.insertInto('quoteSignatures').values({ ...signature, agreed: true }).execute();
}

export function findQuoteSignature(db: Db, quoteId: string) {
  return db.selectFrom('quoteSignatures').select(['fullName', 'signedAt', 'network', 'userAgent', 'pdfSha256']).where('quoteId', '=', quoteId).executeTakeFirst();
}

/** The quote's steps from the activity log, oldest first, with who took them (null: the recipient or the system). */
export function listQuoteActivity(db: Db, quoteId: string) {
  return db
    .selectFrom('activityLog')
    .leftJoin('profiles', 'profiles.id', 'activityLog.actorId')
    .select(['activityLog.kind', 'activityLog.createdAt', 'profiles.fullName'])
    .where('activityLog.subjectId', '=', quoteId)
    .where('activityLog.kind', 'in', QUOTE_ACTIVITY_KINDS)
    .orderBy('activityLog.createdAt')
    .orderBy('activityLog.id')
    .execute();
}

/** An account with the client role, as a quote names its recipient. */
export function findQuoteClient(db: Db, clientId: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('userRoles', 'userRoles.userId', 'profiles.id')
    .select(['profiles.id', 'profiles.fullName', 'profiles.companyName', 'profiles.email'])
    .where('profiles.id', '=', clientId)
    .where('userRoles.role', '=', 'client')
    .executeTakeFirst();
}
