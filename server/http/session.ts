import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@/server/auth/sessions';
import { createContextInner, type AuthUser, type SessionCookies } from '@/server/trpc/context';
import type { Services } from '@/server/services';

/** The session cookie as tRPC procedures and HTTP routes set or clear it. */
export function sessionCookiesFor(reply: FastifyReply, secure: boolean): SessionCookies {
  const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
  return {
    set: (token, expiresAt) => void reply.setCookie(SESSION_COOKIE, token, { ...options, expires: expiresAt }),
    clear: () => void reply.clearCookie(SESSION_COOKIE, options),
  };
}

/** The signed-in user of a plain HTTP route, resolved exactly as the tRPC context does (session, sliding expiry, role). */
export async function requestUser(services: Services, request: FastifyRequest, reply: FastifyReply): Promise<AuthUser | null> {
  const context = await createContextInner({
    services,
    log: request.log as FastifyBaseLogger,
    cookies: sessionCookiesFor(reply, services.config.production),
    sessionToken: request.cookies[SESSION_COOKIE],
  });
  return context.user;
}
