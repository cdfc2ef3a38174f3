import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import superjson from 'superjson';
import { countHits, deleteExpiredRateLimits } from '@/db/queries/rate-limits';
import { nl } from '@/src/text/nl';
import { travelsAlone } from '@/src/limited-procedures';
import type { Services } from '@/server/services';
import { rateLimitAddress } from '@/server/auth/client-network';

// Limits count operations, not HTTP requests. A tRPC request names its operations in the routed
// :path parameter ("a,b,c" for a batch); auth.* and quote.* travel alone, every other batch is capped.

export const TRPC_ROUTE = '/trpc/:path';
export const MAX_BATCH_OPERATIONS = 10;
const RATE_LIMITED_PROCEDURES = new Set([
  'auth.login',
  'auth.register',
  'auth.requestPasswordReset',
  'auth.resetPassword',
  'auth.confirmEmail',
  'auth.verifyTwoFactor',
  'auth.invitation',
  'auth.acceptInvitation',
  // A quote's link carries its token: reading, accepting and declining are limited like signing in.
  'quote.view',
  'quote.accept',
  'quote.decline',
]);
const WINDOW_MS = 60_000;

/**
 * Fastify's :path is decoded once more, as tRPC does, so the procedures are exactly those tRPC will run.
 * Undefined for other routes; null when the path is not valid percent-encoding.
 */
export function routedProcedures(request: FastifyRequest): string[] | null | undefined {
  if (request.routeOptions.url !== TRPC_ROUTE) return undefined;
  const path = (request.params as { path?: string }).path ?? '';
  try {
    return decodeURIComponent(path).split(',');
  } catch {
    return null;
  }
}

function isBatchRequest(request: FastifyRequest, procedures: string[]): boolean {
  // Any `batch` parameter counts, whatever its value or how often it is given.
  const query = request.query as Record<string, unknown> | undefined;
  return procedures.length > 1 || (query !== undefined && 'batch' in query);
}

/**
 * Answers in tRPC's error shape (superjson-encoded as every tRPC answer, one entry per operation for a
 * batch) so the browser's tRPC client shows the Dutch message.
 */
export function trpcErrorBody(request: FastifyRequest, message: string, code: string, httpStatus: number) {
  const error = { error: superjson.serialize({ message, code: -32000, data: { code, httpStatus } }) };
  const procedures = routedProcedures(request) ?? [];
  if (!isBatchRequest(request, procedures)) return error;
  return procedures.map(() => error);
}

function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string, code: string) {
  return reply.code(status).send(trpcErrorBody(request, message, code, status));
}

/**
 * Refuses batched auth.* and quote.*, oversized batches and unreadable paths; limits them per client address
 * and procedure, an IPv6 address counted with its whole /64.
 */
export function registerOperationLimits(app: FastifyInstance, services: Services): void {
  app.addHook('onRequest', async (request, reply) => {
    const procedures = routedProcedures(request);
    if (procedures === undefined) return;
    if (procedures === null) return refuse(request, reply, 400, nl.generic.badRequest, 'BAD_REQUEST');
    if (isBatchRequest(request, procedures) && procedures.some(travelsAlone)) {
      return refuse(request, reply, 400, nl.auth.notBatched, 'BAD_REQUEST');
    }
    if (procedures.length > MAX_BATCH_OPERATIONS) {
      return refuse(request, reply, 400, nl.generic.batchTooLarge(MAX_BATCH_OPERATIONS), 'BAD_REQUEST');
    }
    const [procedure] = procedures;
    if (procedures.length !== 1 || !procedure || !RATE_LIMITED_PROCEDURES.has(procedure)) return;

    const { hits, resetsAt } = await countHits(services.db, { key: `ip:${rateLimitAddress(request.ip)}:${procedure}`, windowMs: WINDOW_MS });
    // Expired counters are cleared now and then by whichever request passes.
    if (Math.random() < 0.01) services.tasks.run('delete expired rate limits', () => deleteExpiredRateLimits(services.db));
    if (hits > services.config.authRateLimitMax) {
      reply.header('retry-after', Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000)));
      return refuse(request, reply, 429, nl.auth.tooManyRequests, 'TOO_MANY_REQUESTS');
    }
  });
}
