import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { generateToken, hashToken } from './tokens';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** A single-use token valid for one hour; a new request replaces older tokens. */
export async function createPasswordResetToken(db: Kysely<Database>, userId: string, now = new Date()): Promise<string> {
  const token = generateToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
    await trx
      .insertInto('passwordResetTokens')
      .values({ id: hashToken(token), userId, expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS) })
      .execute();
  });
  return token;
}

/** Sets the new password and ends every session of the user; false when the token is unknown, used or expired. */
export async function consumePasswordResetToken(
  db: Kysely<Database>,
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('passwordResetTokens')
      .where('id', '=', hashToken(token))
      .returning(['userId', 'expiresAt'])
      .executeTakeFirst();
    if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
    await trx.updateTable('users').set({ passwordHash }).where('id', '=', row.userId).execute();
    await trx.deleteFrom('sessions').where('userId', '=', row.userId).execute();
    return true;
  });
}
