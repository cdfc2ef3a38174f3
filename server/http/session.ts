import type { FastifyInstance } from 'fastify';
import { sessionCookieName } from '@/server/auth/sessions';
import { authenticate, type AuthUser } from '@/server/auth/authenticate';
import { sessionCookiesFor } from '@/server/auth/session-cookies';
import type { Services } from '@/server/services';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a plain HTTP route (see `resolveRequestUser`); null when signed out. */
    user: AuthUser | null;
  }
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
