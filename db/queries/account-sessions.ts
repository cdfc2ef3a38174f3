import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';

/** The sessions list shows at most this many, most recently used first. */
export const SESSION_LIST_LIMIT = 50;

/** The user's live sessions for /account, most recently used first, with the total. */
export async function listUserSessions(db: Kysely<Database>, userId: string, now = new Date()) {
  const live = db.selectFrom('sessions').where('userId', '=', userId).where('expiresAt', '>', now);
  const [items, count] = await Promise.all([
    live
      .select(['id', 'createdAt', 'lastSeenAt', 'userAgent', 'ipNetwork'])
      .orderBy('lastSeenAt', 'desc')
      .orderBy('id')
      .limit(SESSION_LIST_LIMIT)
      .execute(),
    live.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Ends one session of the user (never the one asking); false when the user has no such session. */
export async function revokeUserSession(db: Kysely<Database>, userId: string, sessionId: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('id', '=', sessionId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The address a change waits to be confirmed for, if any. */
export async function pendingEmailChange(db: Kysely<Database>, userId: string, now = new Date()) {
  const row = await db
    .selectFrom('emailTokens')
    .select('email')
    .where('userId', '=', userId)
    .where('purpose', '=', 'change')
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row?.email ?? null;
}
