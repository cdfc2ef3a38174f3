import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { generateToken, hashToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
// Activity moves the idle deadline forward at most once a minute: one write, not one per request.
const RENEW_STEP_MS = 60 * 1000;

/** A session ends after `idleMs` without a request, and `lifetimeMs` after sign-in whatever happens. */
export interface SessionPolicy {
  idleMs: number;
  lifetimeMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 7 * DAY_MS, lifetimeMs: 30 * DAY_MS };

/** `__Host-` binds the cookie to this exact origin over https (Secure, Path=/, no Domain); plain http cannot carry it. */
export function sessionCookieName(https: boolean): string {
  return https ? '__Host-session' : 'session';
}

export interface Session {
  id: string;
  userId: string;
  /** The idle deadline, never later than the absolute end. */
  expiresAt: Date;
}

function idleDeadline(policy: SessionPolicy, createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + policy.idleMs, createdAt.getTime() + policy.lifetimeMs));
}

export async function createSession(db: Kysely<Database>, userId: string, policy = DEFAULT_SESSION_POLICY, now = new Date()) {
  const token = generateToken();
  const session: Session = { id: hashToken(token), userId, expiresAt: idleDeadline(policy, now, now) };
  await db
    .insertInto('sessions')
    .values({ ...session, createdAt: now })
    .execute();
  return { token, session };
}

/**
 * The session of a cookie token, or null when it is unknown, idle too long, past its absolute
 * lifetime, or its user is gone. Activity moves the idle deadline (`renewed`: send the cookie again).
 */
export async function validateSessionToken(db: Kysely<Database>, token: string, policy = DEFAULT_SESSION_POLICY, now = new Date()) {
  const id = hashToken(token);
  // The join is the check that the user still exists (a deleted user also cascades to the session).
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.id', 'sessions.userId', 'sessions.expiresAt', 'sessions.createdAt', 'users.email'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const absoluteEnd = row.createdAt.getTime() + policy.lifetimeMs;
  if (row.expiresAt.getTime() <= now.getTime() || absoluteEnd <= now.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  let expiresAt = row.expiresAt;
  const next = idleDeadline(policy, row.createdAt, now);
  const renewed = next.getTime() - expiresAt.getTime() >= RENEW_STEP_MS;
  if (renewed) {
    expiresAt = next;
    await db.updateTable('sessions').set({ expiresAt }).where('id', '=', id).execute();
  }
  return { session: { id, userId: row.userId, expiresAt }, email: row.email, renewed };
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function invalidateUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}
