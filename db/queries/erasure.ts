import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { deleteUserAccount, normalizeEmail } from './users';
import { containsPattern } from './search';
import { onePage } from './page-window';

type Db = Kysely<Database> | Transaction<Database>;

/** A new open request; undefined when the user has one open already (one at a time, by a unique index). */
export async function insertErasureRequest(trx: Db, userId: string) {
  return trx
    .insertInto('erasureRequests')
    .values({ userId })
    .onConflict((oc) => oc.column('userId').where('status', '=', 'pending').doNothing())
    .returning(['id', 'status', 'createdAt'])
    .executeTakeFirst();
}

/** The user's latest request, for /account. */
export function findOwnErasureRequest(db: Db, userId: string) {
  return db
    .selectFrom('erasureRequests')
    .select(['id', 'status', 'reason', 'createdAt', 'decidedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The admins' list: open requests first, then the decided ones, newest first; an erased person reads as null. */
export async function listErasureRequests(db: Db, window: { limit: number; offset: number }) {
  const base = db.selectFrom('erasureRequests').leftJoin('profiles', 'profiles.id', 'erasureRequests.userId');
  const [items, count] = await Promise.all([
    base
      .select(['erasureRequests.id', 'erasureRequests.status', 'erasureRequests.reason', 'erasureRequests.createdAt', 'erasureRequests.decidedAt', 'erasureRequests.userId'])
      .select(['profiles.fullName', 'profiles.email', 'profiles.companyName'])
      .orderBy((eb) => eb.case().when('erasureRequests.status', '=', 'pending').then(0).else(1).end())
      .orderBy('erasureRequests.createdAt', 'desc')
      .orderBy('erasureRequests.id')
      .$call((page) => onePage(page, window))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** An open request by id or by user, locked for the decision; undefined when there is none open. */
export function lockOpenErasureRequest(trx: Transaction<Database>, by: { requestId: string } | { userId: string }) {
  let query = trx.selectFrom('erasureRequests').select(['id', 'userId']).where('status', '=', 'pending');
  query = 'requestId' in by ? query.where('id', '=', by.requestId) : query.where('userId', '=', by.userId);
  return query.forUpdate().executeTakeFirst();
}

export async function decideErasureRequest(trx: Transaction<Database>, requestId: string, decision: { status: 'approved' | 'declined'; reason: string; decidedBy: string | null; now: Date }) {
  await trx
    .updateTable('erasureRequests')
    .set({ status: decision.status, reason: decision.reason, decidedBy: decision.decidedBy, decidedAt: decision.now })
    .where('id', '=', requestId)
    .execute();
}

/**
 * Every address the account had or asked for, and the one it has: those no other account holds now
 * (a change that was refused because the address was taken names someone else's).
 */
async function addressesOf(trx: Transaction<Database>, user: { id: string; email: string }): Promise<string[]> {
  const rows = await trx
    .selectFrom('accountAddresses')
    .select('email')
    .where('userId', '=', user.id)
    .union(trx.selectFrom('emailTokens').select('email').where('userId', '=', user.id))
    .execute();
  const all = [...new Set([user.email, ...rows.map((row) => row.email)])];
  const others = await trx.selectFrom('users').select('email').where('email', 'in', all).where('id', '!=', user.id).execute();
  const taken = new Set(others.map((row) => row.email));
  return all.filter((address) => !taken.has(address));
}

/**
 * Beyond deleteUserAccount: mail to any of their addresses, others' mail naming them, rate-limit counters and exports. Invoices, credit
 * notes and payments keep their billing copy; log rows lose the person and network (ON DELETE SET NULL and the log's trigger).
 */
export async function eraseUserData(trx: Transaction<Database>, user: { id: string; email: string; fullName: string | null }): Promise<string[]> {
  const exports = await trx.selectFrom('dataExports').select('storageKey').where('userId', '=', user.id).execute();
  const addresses = await addressesOf(trx, user);
  const profile = await trx.selectFrom('profiles').select('phone').where('id', '=', user.id).executeTakeFirst();
  await trx.deleteFrom('mailOutbox').where('toAddress', 'in', addresses).execute();
  const naming = [...addresses, user.fullName, profile?.phone].filter((text): text is string => Boolean(text?.trim()));
  const namesThem = (eb: ExpressionBuilder<Database, 'mailOutbox'>) => eb.or(naming.map((text) => eb('bodyText', 'ilike', containsPattern(text.trim()))));
  await trx.updateTable('mailOutbox').set({ bodyText: '' }).where('status', '<>', 'pending').where(namesThem).execute();
  await trx.updateTable('mailOutbox').set({ forgetAfterDelivery: true }).where('status', '=', 'pending').where(namesThem).execute();
  // The admins' notices of mail to them that never arrived name the address.
  await trx.deleteFrom('notifications').where('kind', '=', 'mail_failed').where(sql<string>`params->>'to'`, 'in', addresses).execute();
  const keys = [user.id, ...addresses.map(normalizeEmail)];
  await trx.deleteFrom('rateLimits').where((eb) => eb.or(keys.map((key) => eb('key', 'like', containsPattern(key))))).execute();
  const files = await deleteUserAccount(trx, user.id);
  // Storage keys for the caller to delete after commit, so a rollback leaves the files in place.
  return [...files, ...exports.flatMap((row) => (row.storageKey ? [row.storageKey] : []))];
}
