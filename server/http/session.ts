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
 * Resolved exactly as the tRPC context does; a session still owing a sign-in step (second-step code or its setup) counts as signed out.
 * Register inside the plugin whose routes need it.
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
