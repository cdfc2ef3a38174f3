import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nl } from '@/src/text/nl';
import { trpcErrorBody, TRPC_ROUTE } from './rate-limit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Server-to-server calls from the payment provider carry no Origin.
const ORIGIN_EXEMPT_PREFIXES = ['/api/webhooks/'];

function originAllowed(request: FastifyRequest, appUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (originUrl.origin === new URL(appUrl).origin) return true;
  return originUrl.host === request.headers.host;
}

/** CSRF: a state-changing request must come from the site's own origin (Lucia's design). */
export function registerOriginCheck(app: FastifyInstance, appUrl: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (ORIGIN_EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    if (!originAllowed(request, appUrl)) {
      const body = request.routeOptions.url === TRPC_ROUTE
        ? trpcErrorBody(request, nl.auth.crossOrigin, 'FORBIDDEN', 403)
        : { error: { message: nl.auth.crossOrigin } };
      return reply.code(403).send(body);
    }
  });
}
