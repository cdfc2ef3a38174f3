import type { Kysely } from 'kysely';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@/db/types';
import type { findAccessibleProject } from '@/db/queries/projects';
import { sessionCookieName, sessionReaderInBatches, type Session, type SessionDevice } from '@/server/auth/sessions';
import { deviceCookieName } from '@/server/auth/known-devices';
import { shortNetwork } from '@/server/auth/client-network';
import { sessionCookiesFor } from '@/server/auth/session-cookies';
import { authenticate, type AuthUser, type SessionCookies, type SignInStep } from '@/server/auth/authenticate';
import type { Services } from '@/server/services';
import type { ActivitySource } from '@/db/queries/activity';

export interface Context {
  db: Kysely<Database>;
  user: AuthUser | null;
  session: Session | null;
  /** What the session still owes before it reaches more than the sign-in steps (null: nothing). */
  pendingStep: SignInStep | null;
  services: Services;
  log: FastifyBaseLogger;
  cookies: SessionCookies;
  deviceToken: string | undefined;
  /** The browser and network a session started here is listed with. */
  device: SessionDevice;
  /** Sets a header on the answer (Retry-After on a 429). */
  setHeader: (name: string, value: string) => void;
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
  device?: SessionDevice;
  setHeader?: (name: string, value: string) => void;
}

/** A stream already under way cannot send cookies; its checks leave them alone. */
const cookiesOfAStartedStream: SessionCookies = { set: () => {}, clear: () => {}, rememberDevice: () => {} };

export async function createContextInner(source: ContextSource): Promise<Context> {
  const { db } = source.services;
  const signedIn = await authenticate(db, source.sessionToken, source.cookies, source.services.config);
  const reauthenticate = () => authenticate(db, source.sessionToken, cookiesOfAStartedStream, source.services.config, sessionReaderInBatches(db));
  const { services, log, cookies, deviceToken } = source;
  return {
    db,
    services,
    log,
    cookies,
    deviceToken,
    device: source.device ?? { userAgent: null, ipNetwork: null },
    setHeader: source.setHeader ?? (() => {}),
    user: signedIn?.user ?? null,
    session: signedIn?.session ?? null,
    pendingStep: signedIn?.pendingStep ?? null,
    accessibleProjects: new Map(),
    reauthenticate,
  };
}

/** The browser and network a request comes from; the network is worked out when something reads it (sign-in and the activity log do, most requests never). */
function deviceOf(request: FastifyRequest): SessionDevice {
  const userAgent = request.headers['user-agent'];
  const { ip } = request;
  let ipNetwork: string | null | undefined;
  return {
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    get ipNetwork() {
      if (ipNetwork === undefined) ipNetwork = shortNetwork(ip);
      return ipNetwork;
    },
  };
}

/** What the tRPC context is built from: the services, the request's logger, its cookies and where it comes from. */
export function contextSourceFor(services: Services, request: FastifyRequest, reply: FastifyReply): ContextSource {
  const { https } = services.config;
  return {
    services,
    log: request.log as FastifyBaseLogger,
    cookies: sessionCookiesFor(reply, https),
    sessionToken: request.cookies[sessionCookieName(https)],
    deviceToken: request.cookies[deviceCookieName(https)],
    device: deviceOf(request),
    setHeader: (name, value) => void reply.header(name, value),
  };
}

/** Who the activity log names for this request: the signed-in user and the request's network. */
export function activitySource(ctx: Pick<Context, 'user' | 'device'>): ActivitySource {
  return { actor: ctx.user ? { id: ctx.user.id, role: ctx.user.role } : null, network: ctx.device.ipNetwork };
}
