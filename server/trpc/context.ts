import type { Kysely } from 'kysely';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@/db/types';
import type { findAccessibleProject } from '@/db/queries/projects';
import { sessionCookieName, type Session } from '@/server/auth/sessions';
import { deviceCookieName } from '@/server/auth/known-devices';
import { sessionCookiesFor } from '@/server/http/session';
import { authenticate, type AuthUser, type SessionCookies } from '@/server/auth/authenticate';
import type { Services } from '@/server/app/services';

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
  /**
   * Who holds the request's session cookie now: a long-lived subscription asks again every few
   * seconds, so a session that ended or a role that changed closes the stream.
   */
  reauthenticate(): ReturnType<typeof authenticate>;
}

type AccessibleProject = Awaited<ReturnType<typeof findAccessibleProject>>;

export interface ContextSource {
  services: Services;
  log: FastifyBaseLogger;
  cookies: SessionCookies;
  sessionToken: string | undefined;
  deviceToken?: string | undefined;
}

/** A stream already under way cannot send cookies; its checks leave them alone. */
const cookiesOfAStartedStream: SessionCookies = { set: () => {}, clear: () => {}, rememberDevice: () => {} };

export async function createContextInner(source: ContextSource): Promise<Context> {
  const { db } = source.services;
  const signedIn = await authenticate(db, source.sessionToken, source.cookies, source.services.config.sessions);
  const reauthenticate = () => authenticate(db, source.sessionToken, cookiesOfAStartedStream, source.services.config.sessions);
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
    reauthenticate,
  };
}

/** What the tRPC context is built from: the services, the request's logger and its cookies. */
export function contextSourceFor(services: Services, request: FastifyRequest, reply: FastifyReply): ContextSource {
  const { https } = services.config;
  return {
    services,
    log: request.log as FastifyBaseLogger,
    cookies: sessionCookiesFor(reply, https),
    sessionToken: request.cookies[sessionCookieName(https)],
    deviceToken: request.cookies[deviceCookieName(https)],
  };
}
