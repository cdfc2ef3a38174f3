import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import {
  cancelLinkRestores,
  changeEmail,
  deleteEmailTokens,
  markEmailVerified,
  rememberAddresses,
  storeEmailToken,
  takeEmailToken,
} from '@/db/queries/account-tokens';
import { generateToken, hashToken } from './tokens';
import { invalidateUserSessions } from './sessions';
import { recordActivity } from '@/db/queries/activity';

/** Verification and change links work once, for 24 hours. */
export const EMAIL_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** After a change, the old address may restore itself (or consent to the change) for a week. */
export const RESTORE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export type EmailTokenOutcome = 'verified' | 'changed' | 'cancelled' | 'restored' | 'kept' | 'taken' | 'invalid';

/** What the old address is told once a change took effect, with its two links' tokens. */
export interface AddressChangedNotice {
  userId: string;
  oldEmail: string;
  newEmail: string;
  restoreToken: string;
  keepToken: string;
}

const expiry = (now: Date) => new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS);
const CHANGE_PURPOSES = ['change', 'cancel_change', 'restore', 'keep_change'] as const;

/** A link token that verifies this address of the user; a newer one replaces it. */
export async function createVerificationToken(db: Kysely<Database>, user: { id: string; email: string }, now = new Date()): Promise<string> {
  const token = generateToken();
  await db.transaction().execute((trx) =>
    storeEmailToken(trx, { id: hashToken(token), userId: user.id, purpose: 'verify', email: user.email, expiresAt: expiry(now) }),
  );
  return token;
}

/**
 * Opening the new address's token makes the change; opening the old address's cancels it, or restores the old address after the change.
 * A newer request replaces both.
 */
export async function createEmailChangeTokens(
  db: Kysely<Database>,
  user: { id: string; email: string },
  newEmail: string,
  now = new Date(),
): Promise<{ changeToken: string; cancelToken: string }> {
  const changeToken = generateToken();
  const cancelToken = generateToken();
  await db.transaction().execute(async (trx) => {
    const expiresAt = expiry(now);
    const both = ['change', 'cancel_change'] as const;
    await storeEmailToken(trx, { id: hashToken(changeToken), userId: user.id, purpose: 'change', email: newEmail, expiresAt }, [...both]);
    await storeEmailToken(trx, { id: hashToken(cancelToken), userId: user.id, purpose: 'cancel_change', email: user.email, expiresAt }, []);
    await rememberAddresses(trx, user.id, [user.email, newEmail]);
  });
  return { changeToken, cancelToken };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

type Consumed = { outcome: EmailTokenOutcome; userId?: string; notice?: AddressChangedNotice };

/**
 * Uses a mailed link's token once. After a change the old address has a week to restore itself (every session ends) or to consent
 * to the change; `notice` is what to mail it.
 */
export async function consumeEmailToken(db: Kysely<Database>, token: string, now = new Date(), network: string | null = null): Promise<Consumed> {
  try {
    return await db.transaction().execute(async (trx): Promise<Consumed> => {
      const row = await takeEmailToken(trx, hashToken(token));
      if (!row || row.expiresAt.getTime() <= now.getTime()) return { outcome: 'invalid' };
      const { userId } = row;
      const source = { actor: { id: userId, role: null }, network };
      switch (row.purpose) {
        case 'verify':
          // A link for an address the account no longer has verifies nothing.
          return { outcome: (await markEmailVerified(trx, userId, row.email, now)) ? 'verified' : 'invalid', userId };
        case 'cancel_change':
          await deleteEmailTokens(trx, userId, ['change', 'cancel_change']);
          return { outcome: 'cancelled', userId };
        case 'keep_change':
          await deleteEmailTokens(trx, userId, [...CHANGE_PURPOSES]);
          return { outcome: 'kept', userId };
        case 'restore':
          if (!(await changeEmail(trx, userId, row.email, now))) return { outcome: 'taken', userId };
          await deleteEmailTokens(trx, userId, [...CHANGE_PURPOSES]);
          await invalidateUserSessions(trx, userId);
          await recordActivity(trx, source, { kind: 'email_restored', subjectUserId: userId });
          return { outcome: 'restored', userId };
        case 'change': {
          const previous = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
          if (!previous || !(await changeEmail(trx, userId, row.email, now))) return { outcome: 'taken', userId };
          const until = new Date(now.getTime() + RESTORE_WINDOW_MS);
          await deleteEmailTokens(trx, userId, ['change', 'restore', 'keep_change']);
          await cancelLinkRestores(trx, userId, until);
          const restoreToken = generateToken();
          const keepToken = generateToken();
          await storeEmailToken(trx, { id: hashToken(restoreToken), userId, purpose: 'restore', email: previous.email, expiresAt: until }, []);
          await storeEmailToken(trx, { id: hashToken(keepToken), userId, purpose: 'keep_change', email: previous.email, expiresAt: until }, []);
          await recordActivity(trx, source, { kind: 'email_changed', subjectUserId: userId });
          return { outcome: 'changed', userId, notice: { userId, oldEmail: previous.email, newEmail: row.email, restoreToken, keepToken } };
        }
      }
    });
  } catch (error) {
    // Another account took the address at the same moment.
    if (isUniqueViolation(error)) return { outcome: 'taken' };
    throw error;
  }
}
