import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { generateToken, hashToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
export const SESSION_COOKIE = 'session';

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
}

export async function createSession(db: Kysely<Database>, userId: string, now = new Date()) {
  const token = generateToken();
  const session: Session = { id: hashToken(token), userId, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) };
  await db.insertInto('sessions').values(session).execute();
  return { token, session };
}

/** Validates a cookie token; sliding expiry renews a session with less than half its life left. */
export async function validateSessionToken(db: Kysely<Database>, token: string, now = new Date()) {
  const id = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.id', 'sessions.userId', 'sessions.expiresAt', 'users.email'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  let renewed = false;
  let expiresAt = row.expiresAt;
  if (expiresAt.getTime() - now.getTime() < SESSION_LIFETIME_MS / 2) {
    expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db.updateTable('sessions').set({ expiresAt }).where('id', '=', id).execute();
    renewed = true;
  }
  return { session: { id, userId: row.userId, expiresAt }, email: row.email, renewed };
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function invalidateUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}
