import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nl } from '@/src/text/nl';
import { trpcErrorBody, TRPC_ROUTE } from './rate-limit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Server-to-server calls from the payment provider carry no Origin.
const ORIGIN_EXEMPT_PREFIXES = ['/api/webhooks/'];
const LOOPBACK_NAMES = ['localhost', '127.0.0.1'];
/** Refused origins are logged once each; a flood of forged ones cannot grow the set without bound. */
const MAX_LOGGED_ORIGINS = 100;

/**
 * APP_URL's origin; outside production a loopback APP_URL also answers to the other loopback name on its port,
 * so `npm start` works whichever of the two the browser was pointed at.
 */
export function siteOrigins(appUrl: string, production: boolean): string[] {
  const site = new URL(appUrl);
  if (production || !LOOPBACK_NAMES.includes(site.hostname)) return [site.origin];
  return LOOPBACK_NAMES.map((name) => {
    const twin = new URL(site.origin);
    twin.hostname = name;
    return twin.origin;
  });
}

/**
 * Only the site's own origins pass. Comparing with the request's own Host header would let a host
 * name that an attacker points at a private installation (DNS rebinding) pass as the site itself.
 */
function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (!origin) return null;
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}

/** CSRF: a state-changing request must come from the site's own origin (Lucia's design). */
export function registerOriginCheck(app: FastifyInstance, site: { appUrl: string; production: boolean }): void {
  const allowed = new Set(siteOrigins(site.appUrl, site.production));
  const logged = new Set<string>();
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (ORIGIN_EXEMPT_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    const origin = requestOrigin(request);
    if (origin && allowed.has(origin)) return;
    if (origin && !logged.has(origin) && logged.size < MAX_LOGGED_ORIGINS) {
      logged.add(origin);
      // The one setting that makes a real site work, for whoever reads the log after a refused sign-in.
      request.log.warn({ origin, allowed: [...allowed] }, `request refused: unknown origin; if the portal is reached at ${origin}, set APP_URL=${origin}`);
    }
    const body = request.routeOptions.url === TRPC_ROUTE
      ? trpcErrorBody(request, nl.auth.crossOrigin, 'FORBIDDEN', 403)
      : { error: { message: nl.auth.crossOrigin } };
    return reply.code(403).send(body);
  });
}
