import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '@/server/auth/sessions';
import { authenticate, type AuthUser, type SessionCookies } from '@/server/trpc/context';
import type { Services } from '@/server/services';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a plain HTTP route (see `resolveRequestUser`); null when signed out. */
    user: AuthUser | null;
  }
}

/** The session cookie as tRPC procedures and HTTP routes set or clear it. */
export function sessionCookiesFor(reply: FastifyReply, secure: boolean): SessionCookies {
  const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
  return {
    set: (token, expiresAt) => void reply.setCookie(SESSION_COOKIE, token, { ...options, expires: expiresAt }),
    clear: () => void reply.clearCookie(SESSION_COOKIE, options),
  };
}

/**
 * Gives every request of this plugin `request.user`, resolved exactly as the tRPC context does
 * (session, sliding expiry, role). Register inside the plugin whose routes need it.
 */
export function resolveRequestUser(app: FastifyInstance, services: Services): void {
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request, reply) => {
    const cookies = sessionCookiesFor(reply, services.config.production);
    request.user = (await authenticate(services.db, request.cookies[SESSION_COOKIE], cookies))?.user ?? null;
  });
}
