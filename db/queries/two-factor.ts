import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';

// The second sign-in step of a user: the TOTP key (pending while it is being set up) and the
// hashed recovery codes.

export function findTwoFactor(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['totpKey', 'totpPendingKey', 'email']).where('id', '=', userId).executeTakeFirst();
}

/**
 * The key being set up: the one already pending, or `candidate`. Asking again (a reload, a second
 * tab) shows the same key, so the QR code scanned is the one confirmed. Undefined once set up.
 */
export async function pendingTotpKey(db: Kysely<Database>, userId: string, candidate: string): Promise<string | undefined> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ totpPendingKey: eb.fn.coalesce('totpPendingKey', eb.val(candidate)) }))
    .where('id', '=', userId)
    .where('totpKey', 'is', null)
    .returning('totpPendingKey')
    .executeTakeFirst();
  return row?.totpPendingKey ?? undefined;
}

/**
 * Turns the pending key on with fresh recovery codes; this session has done the second step and
 * every other session of the user ends. False when the pending key changed meanwhile.
 */
export async function enableTwoFactor(
  trx: Transaction<Database>,
  input: { userId: string; key: string; step: number; recoveryCodeHashes: string[] },
): Promise<boolean> {
  const updated = await trx
    .updateTable('users')
    // The code that confirmed the key is used: it cannot sign in as well.
    .set({ totpKey: input.key, totpPendingKey: null, totpLastStep: input.step })
    .where('id', '=', input.userId)
    .where('totpKey', 'is', null)
    .where('totpPendingKey', '=', input.key)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await replaceRecoveryCodes(trx, input.userId, input.recoveryCodeHashes);
  // Every session ends, this one too: the caller starts a new one that has passed the second step.
  await trx.deleteFrom('sessions').where('userId', '=', input.userId).execute();
  return true;
}

/** New recovery codes: the earlier ones stop working. */
export async function replaceRecoveryCodes(trx: Transaction<Database>, userId: string, codeHashes: string[]): Promise<void> {
  await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await trx
    .insertInto('recoveryCodes')
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
    .execute();
}

/**
 * Takes a code's TOTP time step once: true only when later than every step accepted for this key. One conditional statement,
 * so two requests (or instances) with one code cannot both get true.
 */
export async function acceptTotpStep(db: Kysely<Database>, userId: string, key: string, step: number): Promise<boolean> {
  const taken = await db
    .updateTable('users')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where('totpKey', '=', key)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/** Uses a recovery code once; false when it is not one of the user's unused codes. */
export async function useRecoveryCode(db: Kysely<Database>, userId: string, codeHash: string): Promise<boolean> {
  const used = await db.deleteFrom('recoveryCodes').where('userId', '=', userId).where('codeHash', '=', codeHash).executeTakeFirst();
  return Number(used.numDeletedRows) > 0;
}

export async function countRecoveryCodes(db: Kysely<Database>, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Turns the second step off: key, pending key and recovery codes go. */
export async function disableTwoFactor(trx: Transaction<Database>, userId: string): Promise<boolean> {
  const found = await trx.updateTable('users').set({ totpKey: null, totpPendingKey: null, totpLastStep: null }).where('id', '=', userId).executeTakeFirst();
  await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  return Number(found.numUpdatedRows) > 0;
}

/** An admin's reset (or the CLI's): the second step is off and every session of the user ends. */
export async function resetTwoFactor(trx: Transaction<Database>, userId: string): Promise<boolean> {
  const found = await disableTwoFactor(trx, userId);
  await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
  return found;
}
