import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { findUserByEmail, normalizeEmail } from '@/db/queries/users';
import { countHits } from '@/db/queries/rate-limits';
import { recordActivity } from '@/db/queries/activity';
import { deleteInvitationOf } from '@/db/queries/invitations';
import type { Services } from '@/server/services';
import { invalidateUserSessions } from './sessions';
import { generateToken, hashToken } from './tokens';
import { authMailsText } from '@/src/text/nl/auth-mails';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Reset mails per address per hour, whoever asks: an inbox cannot be flooded from many addresses. */
export const RESET_REQUESTS_PER_ADDRESS = 3;
const RESET_WINDOW_MS = 60 * 60 * 1000;

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

/** Counts a reset request for the address (known or not); false once the hour's allowance is used. */
export async function allowResetRequest(db: Kysely<Database>, email: string, now = new Date()): Promise<boolean> {
  const { hits } = await countHits(db, { key: `reset:${normalizeEmail(email)}`, windowMs: RESET_WINDOW_MS, now });
  return hits <= RESET_REQUESTS_PER_ADDRESS;
}

/** Mails a reset link when the address has an account; the outbox keeps the mail without the token. */
export async function mailResetLink(services: Services, email: string): Promise<void> {
  const user = await findUserByEmail(services.db, email);
  if (!user) return;
  const token = await createPasswordResetToken(services.db, user.id);
  const link = `${services.config.appUrl}/auth?type=recovery&token=${token}`;
  await services.mailer.send({ to: user.email, subject: authMailsText.resetSubject, text: authMailsText.resetBody(link), secrets: [token] });
}

/** Whether the token would set a password now: asked before any Argon2 work is spent on it. */
export async function isPasswordResetTokenValid(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('passwordResetTokens').select('expiresAt').where('id', '=', hashToken(token)).executeTakeFirst();
  return row !== undefined && row.expiresAt.getTime() > now.getTime();
}

/**
 * Logs the change as the user's own and ends every session; false when the token is unknown, used or expired.
 * Opening the mailed link also proves the address is the user's, so it counts as verified.
 */
export async function consumePasswordResetToken(
  db: Kysely<Database>,
  token: string,
  passwordHash: string,
  network: string | null,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('passwordResetTokens')
      .where('id', '=', hashToken(token))
      .returning(['userId', 'expiresAt'])
      .executeTakeFirst();
    if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
    await trx
      .updateTable('users')
      .set((eb) => ({ passwordHash, emailVerifiedAt: eb.fn.coalesce('emailVerifiedAt', eb.val(now)) }))
      .where('id', '=', row.userId)
      .execute();
    await recordActivity(trx, { actor: { id: row.userId, role: null }, network }, { kind: 'password_changed', subjectUserId: row.userId });
    // An invited account that chose its password this way has accepted its invitation.
    await deleteInvitationOf(trx, row.userId);
    await invalidateUserSessions(trx, row.userId);
    return true;
  });
}
