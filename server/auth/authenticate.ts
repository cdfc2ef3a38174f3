import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { Role } from '@/src/domain/statuses';
import { resolveRole } from '@/db/queries/roles';
import { validateSessionToken, type Session, type SessionPolicy } from './sessions';

export interface AuthUser {
  id: string;
  email: string;
  role: Role | null;
}

/** How procedures set or clear the session cookie, without knowing about HTTP. */
export interface SessionCookies {
  set(token: string, expiresAt: Date): void;
  clear(): void;
  /** The device cookie of a browser that signed in (see auth/known-devices.ts). */
  rememberDevice(token: string, expiresAt: Date): void;
}

/**
 * Who holds this session cookie, for tRPC and the plain HTTP routes alike: the session (renewed
 * when due, cookie cleared when unknown or expired) and the user with their resolved role.
 */
export async function authenticate(
  db: Kysely<Database>,
  sessionToken: string | undefined,
  cookies: SessionCookies,
  policy: SessionPolicy,
): Promise<{ user: AuthUser; session: Session } | null> {
  if (!sessionToken) return null;
  const result = await validateSessionToken(db, sessionToken, policy);
  if (!result) {
    cookies.clear();
    return null;
  }
  if (result.renewed) cookies.set(sessionToken, result.session.expiresAt);
  const role = await resolveRole(db, result.session.userId);
  return { user: { id: result.session.userId, email: result.email, role }, session: result.session };
}

