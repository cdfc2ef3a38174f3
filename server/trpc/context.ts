import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/types';
import type { Role } from '@/src/domain/statuses';
import { resolveRole } from '@/db/queries/roles';
import type { findAccessibleProject } from '@/db/queries/projects';
import { validateSessionToken, type Session, type SessionPolicy } from '@/server/auth/sessions';
import type { Services } from '@/server/services';

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

export interface Context {
  db: Kysely<Database>;
  user: AuthUser | null;
  session: Session | null;
  services: Services;
  log: FastifyBaseLogger;
  cookies: SessionCookies;
  deviceToken: string | undefined;
  /**
   * Projects this request has looked up through the access rule, by id: the calls of one batch
   * (a screen's timeline, files and messages) check the same project once.
   */
  accessibleProjects: Map<string, Promise<AccessibleProject | undefined>>;
}

type AccessibleProject = Awaited<ReturnType<typeof findAccessibleProject>>;

export interface ContextSource {
  services: Services;
  log: FastifyBaseLogger;
  cookies: SessionCookies;
  sessionToken: string | undefined;
  deviceToken?: string | undefined;
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

export async function createContextInner(source: ContextSource): Promise<Context> {
  const { db } = source.services;
  const signedIn = await authenticate(db, source.sessionToken, source.cookies, source.services.config.sessions);
  const { services, log, cookies, deviceToken } = source;
  return {
    db,
    services,
    log,
    cookies,
    deviceToken,
    user: signedIn?.user ?? null,
    session: signedIn?.session ?? null,
    accessibleProjects: new Map(),
  };
}
