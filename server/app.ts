import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type CreateFastifyContextOptions, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { nl } from '@/src/text/nl';
import { isDatabaseUnavailable } from '@/db/connection-errors';
import { appRouter, type AppRouter } from './routers';
import { createContextInner } from './trpc/context';
import { SESSION_COOKIE } from './auth/sessions';
import type { Services } from './services';
import { registerAuthRateLimit, registerOriginCheck, trpcErrorBody } from './http/security';
import { sessionCookiesFor } from './http/session';
import { uploadRoutes } from './http/uploads';
import { sandboxCheckoutRoutes } from './payments/sandbox-routes';
import type { SandboxPayments } from './payments/sandbox';

export interface BuildAppOptions {
  services: Services;
  logger?: FastifyBaseLogger;
  /** Folder with the built browser app; served with an SPA fallback when present. */
  clientDir?: string;
}

export async function buildApp({ services, logger, clientDir }: BuildAppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
    trustProxy: services.config.production,
  });

  await app.register(cookie);
  registerOriginCheck(app, services.config.appUrl);
  await registerAuthRateLimit(app, services.config.authRateLimitMax);

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    // The database is away (a restart, a failover): a retryable 503, as tRPC answers it.
    const unavailable = isDatabaseUnavailable(error);
    const status = unavailable ? 503 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error(error);
    const message = status === 429 ? nl.auth.tooManyRequests : unavailable ? nl.generic.serviceUnavailable : status >= 500 ? nl.generic.error : error.message;
    const code = status === 429 ? 'TOO_MANY_REQUESTS' : unavailable ? 'SERVICE_UNAVAILABLE' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
    if (request.url.startsWith('/trpc/')) return reply.code(status).send(trpcErrorBody(request, message, code, status));
    return reply.code(status).send({ error: { message } });
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await services.dbHandle.ping();
      return { status: 'ok', database: services.dbHandle.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: services.dbHandle.kind });
    }
  });

  const secure = services.config.production;
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }: CreateFastifyContextOptions) =>
        createContextInner({
          services,
          log: req.log as FastifyBaseLogger,
          cookies: sessionCookiesFor(res, secure),
          sessionToken: req.cookies[SESSION_COOKIE],
        }),
      onError: ({ error, path: procedure, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, procedure }, 'tRPC error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await app.register(uploadRoutes, { services });

  if (services.payments.kind === 'sandbox') {
    await app.register(sandboxCheckoutRoutes, {
      payments: services.payments as SandboxPayments,
      onSettled: async () => {},
    });
  }

  if (clientDir && fs.existsSync(path.join(clientDir, 'index.html'))) {
    await registerClient(app, clientDir);
  }
  return app;
}

async function registerClient(app: FastifyInstance, clientDir: string) {
  await app.register(import('@fastify/static'), { root: clientDir, wildcard: false, index: false });
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/trpc') || request.url.startsWith('/api/');
    if (request.method !== 'GET' || isApi) return reply.code(404).send({ error: { message: nl.generic.notFound } });
    const file = request.url.split('?')[0] ?? '/';
    if (file.startsWith('/assets/')) return reply.code(404).send('Niet gevonden');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
