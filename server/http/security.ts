import type { FastifyInstance, FastifyRequest } from 'fastify';
import superjson from 'superjson';
import { nl } from '@/src/text/nl';

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
      const body = request.url.startsWith('/trpc/')
        ? trpcErrorBody(request, nl.auth.crossOrigin, 'FORBIDDEN', 403)
        : { error: { message: nl.auth.crossOrigin } };
      return reply.code(403).send(body);
    }
  });
}

const RATE_LIMITED_PROCEDURES = ['auth.login', 'auth.requestPasswordReset', 'auth.resetPassword', 'auth.register'];

function limitedProcedure(url: string): string | undefined {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith('/trpc/')) return undefined;
  const procedures = decodeURIComponent(path.slice('/trpc/'.length)).split(',');
  return procedures.find((p) => RATE_LIMITED_PROCEDURES.includes(p));
}

/** Login and reset requests are limited per IP and per procedure (429 with a Dutch message). */
export async function registerAuthRateLimit(app: FastifyInstance, max: number): Promise<void> {
  await app.register(import('@fastify/rate-limit'), { global: false });
  const limiter = app.rateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `${request.ip}:${limitedProcedure(request.url) ?? ''}`,
    errorResponseBuilder: () => ({ statusCode: 429, message: nl.auth.tooManyRequests }),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !limitedProcedure(request.url)) return;
    await limiter.call(app, request, reply);
  });
}

/** Answers in tRPC's error shape (superjson-encoded, as every tRPC answer) so the browser's tRPC client shows the Dutch message. */
export function trpcErrorBody(request: FastifyRequest, message: string, code: string, httpStatus: number) {
  const error = { error: superjson.serialize({ message, code: -32000, data: { code, httpStatus } }) };
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.batch === undefined) return error;
  const count = (request.url.split('?')[0] ?? '').split(',').length;
  return Array.from({ length: count }, () => error);
}
