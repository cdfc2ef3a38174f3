import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { changeEmail, deleteEmailTokens, markEmailVerified, storeEmailToken, takeEmailToken } from '@/db/queries/account-tokens';
import { generateToken, hashToken } from './tokens';
import { recordActivity } from '@/db/queries/activity';

/** Verification and change links work once, for 24 hours. */
export const EMAIL_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type EmailTokenOutcome = 'verified' | 'changed' | 'cancelled' | 'taken' | 'invalid';

const expiry = (now: Date) => new Date(now.getTime() + EMAIL_TOKEN_LIFETIME_MS);

/** A link token that verifies this address of the user; a newer one replaces it. */
export async function createVerificationToken(db: Kysely<Database>, user: { id: string; email: string }, now = new Date()): Promise<string> {
  const token = generateToken();
  await db.transaction().execute((trx) =>
    storeEmailToken(trx, { id: hashToken(token), userId: user.id, purpose: 'verify', email: user.email, expiresAt: expiry(now) }),
  );
  return token;
}

/**
 * Two tokens for a change of address: one for the new address (opening it makes the change) and
 * one for the old address (opening it cancels the change). A newer request replaces both.
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
  });
  return { changeToken, cancelToken };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** Uses a mailed link's token once: verifies the address, makes the change of address, or cancels it. */
export async function consumeEmailToken(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
  network: string | null = null,
): Promise<{ outcome: EmailTokenOutcome; userId?: string }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await takeEmailToken(trx, hashToken(token));
      if (!row || row.expiresAt.getTime() <= now.getTime()) return { outcome: 'invalid' as const };
      const { userId } = row;
      if (row.purpose === 'verify') {
        // A link for an address the account no longer has verifies nothing.
        return { outcome: (await markEmailVerified(trx, userId, row.email, now)) ? ('verified' as const) : ('invalid' as const), userId };
      }
      // Either link of a change ends the other one.
      await deleteEmailTokens(trx, userId, ['change', 'cancel_change']);
      if (row.purpose === 'cancel_change') return { outcome: 'cancelled' as const, userId };
      if (!(await changeEmail(trx, userId, row.email, now))) return { outcome: 'taken' as const, userId };
      await recordActivity(trx, { actor: { id: userId, role: null }, network }, { kind: 'email_changed', subjectUserId: userId });
      return { outcome: 'changed' as const, userId };
    });
  } catch (error) {
    // Another account took the address at the same moment.
    if (isUniqueViolation(error)) return { outcome: 'taken' };
    throw error;
  }
}
