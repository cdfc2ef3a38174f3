import type { Kysely, Transaction } from 'kysely';
import type { Database, EmailTokenPurpose } from '@/db/types';

// Single-use links mailed for an email address: verifying it, changing to a new one, and cancelling
// that change from the old one. Only the token's SHA-256 is stored.

/** Stores a token, replacing the user's earlier tokens of the purposes named in `replaces`. */
export async function storeEmailToken(
  trx: Transaction<Database>,
  token: { id: string; userId: string; purpose: EmailTokenPurpose; email: string; expiresAt: Date },
  replaces: EmailTokenPurpose[] = [token.purpose],
): Promise<void> {
  if (replaces.length > 0) await trx.deleteFrom('emailTokens').where('userId', '=', token.userId).where('purpose', 'in', replaces).execute();
  await trx.insertInto('emailTokens').values(token).execute();
}

/** Takes the token out (single use) and returns it; undefined when unknown or already used. */
export function takeEmailToken(trx: Transaction<Database>, id: string) {
  return trx.deleteFrom('emailTokens').where('id', '=', id).returning(['userId', 'purpose', 'email', 'expiresAt']).executeTakeFirst();
}

export async function deleteEmailTokens(db: Kysely<Database>, userId: string, purposes: EmailTokenPurpose[]): Promise<void> {
  await db.deleteFrom('emailTokens').where('userId', '=', userId).where('purpose', 'in', purposes).execute();
}

export async function markEmailVerified(db: Kysely<Database>, userId: string, email: string, now: Date): Promise<boolean> {
  const result = await db.updateTable('users').set({ emailVerifiedAt: now }).where('id', '=', userId).where('email', '=', email).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The login and the profile get the new address, verified now; false when another account has it. */
export async function changeEmail(trx: Transaction<Database>, userId: string, email: string, now: Date): Promise<boolean> {
  const taken = await trx.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
  if (taken) return false;
  await trx.updateTable('users').set({ email, emailVerifiedAt: now }).where('id', '=', userId).execute();
  await trx.updateTable('profiles').set({ email, updatedAt: now }).where('id', '=', userId).execute();
  return true;
}

export function isEmailTaken(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

/** Every address an account had or asked for is kept with it: erasing the account reaches the mail to each. */
export async function rememberAddresses(trx: Transaction<Database>, userId: string, emails: string[]): Promise<void> {
  await trx
    .insertInto('accountAddresses')
    .values(emails.map((email) => ({ userId, email })))
    .onConflict((oc) => oc.columns(['userId', 'email']).doNothing())
    .execute();
}

/**
 * After a change took effect, the old address's cancel link restores it until `until`, as the
 * tokens the notice to the old address carries do.
 */
export async function cancelLinkRestores(trx: Transaction<Database>, userId: string, until: Date): Promise<void> {
  await trx.updateTable('emailTokens').set({ purpose: 'restore', expiresAt: until }).where('userId', '=', userId).where('purpose', '=', 'cancel_change').execute();
}

/** Until when the new address cannot be changed again without the old address's consent; null when it can. */
export async function restoreWindowEnd(db: Kysely<Database>, userId: string, now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('emailTokens')
    .select((eb) => eb.fn.max('expiresAt').as('until'))
    .where('userId', '=', userId)
    .where('purpose', '=', 'restore')
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.until ?? null;
}
