import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Role } from '@/db/types';
import { resolveRole } from '@/db/queries/roles';
import { validateSessionToken, type Session } from '@/server/auth/sessions';
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
}

export interface Context {
  db: Kysely<Database>;
  user: AuthUser | null;
  session: Session | null;
  services: Services;
  log: FastifyBaseLogger;
  cookies: SessionCookies;
}

export interface ContextSource {
  services: Services;
  log: FastifyBaseLogger;
  cookies: SessionCookies;
  sessionToken: string | undefined;
}

export async function createContextInner(source: ContextSource): Promise<Context> {
  const { db } = source.services;
  const base = { db, services: source.services, log: source.log, cookies: source.cookies };
  if (!source.sessionToken) return { ...base, user: null, session: null };
  const result = await validateSessionToken(db, source.sessionToken);
  if (!result) {
    source.cookies.clear();
    return { ...base, user: null, session: null };
  }
  if (result.renewed) source.cookies.set(source.sessionToken, result.session.expiresAt);
  const role = await resolveRole(db, result.session.userId);
  return { ...base, user: { id: result.session.userId, email: result.email, role }, session: result.session };
}
