import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nl } from '@/src/text/nl';
import { trpcErrorBody, TRPC_ROUTE } from './rate-limit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Server-to-server calls from the payment provider carry no Origin.
const ORIGIN_EXEMPT_PREFIXES = ['/api/webhooks/'];

/**
 * Only APP_URL's origin passes. Comparing with the request's own Host header would let a host name
 * that an attacker points at a private installation (DNS rebinding) pass as the site itself.
 */
function originAllowed(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).origin === siteOrigin;
  } catch {
    return false;
  }
}

/** CSRF: a state-changing request must come from the site's own origin (Lucia's design). */
export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  const siteOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (ORIGIN_EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    if (!originAllowed(request, siteOrigin)) {
      const body = request.routeOptions.url === TRPC_ROUTE
        ? trpcErrorBody(request, nl.auth.crossOrigin, 'FORBIDDEN', 403)
        : { error: { message: nl.auth.crossOrigin } };
      return reply.code(403).send(body);
    }
  });
}
