import type { FastifyInstance, FastifyReply } from 'fastify';
import { sessionCookieName } from '@/server/auth/sessions';
import { deviceCookieName } from '@/server/auth/known-devices';
import { authenticate, type AuthUser, type SessionCookies } from '@/server/auth/authenticate';
import type { Services } from '@/server/services';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a plain HTTP route (see `resolveRequestUser`); null when signed out. */
    user: AuthUser | null;
  }
}

/** The session and device cookies as tRPC procedures and HTTP routes set or clear them; Secure and `__Host-` over https. */
export function sessionCookiesFor(reply: FastifyReply, https: boolean): SessionCookies {
  const options = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: https };
  const name = sessionCookieName(https);
  return {
    set: (token, expiresAt) => void reply.setCookie(name, token, { ...options, expires: expiresAt }),
    clear: () => void reply.clearCookie(name, options),
    rememberDevice: (token, expiresAt) => void reply.setCookie(deviceCookieName(https), token, { ...options, expires: expiresAt }),
  };
}

/**
 * Gives every request of this plugin `request.user`, resolved exactly as the tRPC context does
 * (session, idle and absolute expiry, role). A session that still owes a sign-in step (the second
 * step's code, or setting it up) counts as signed out here. Register inside the plugin whose routes need it.
 */
export function resolveRequestUser(app: FastifyInstance, services: Services): void {
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request, reply) => {
    const { https } = services.config;
    const token = request.cookies[sessionCookieName(https)];
    const signedIn = await authenticate(services.db, token, sessionCookiesFor(reply, https), services.config);
    request.user = signedIn && !signedIn.pendingStep ? signedIn.user : null;
  });
}
