import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { TRPCError } from '@trpc/server';
import cookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { nl } from '@/src/text/nl';
import { isDatabaseUnavailable } from '@/db/connection-errors';
import { appRouter, type AppRouter } from '@/server/routers';
import { contextSourceFor, createContextInner, type Context } from '@/server/trpc/context';
import { createCallerFactory, shapeError, SSE_CLIENT_OPTIONS } from '@/server/trpc/init';
import type { Services } from '@/server/services';
import { trustProxyOption } from './config-production';
import { registerOriginCheck } from '@/server/http/security';
import { MAX_BATCH_OPERATIONS, registerOperationLimits, trpcErrorBody, TRPC_ROUTE } from '@/server/http/rate-limit';
import { registerCompression, registerSecurityHeaders } from '@/server/http/headers';
import { registerClientApp } from '@/server/http/client-app';
import { LIVE_PROCEDURE, LIVE_ROUTE, registerLiveStreams } from '@/server/http/live-stream';
import type { LoadPageRenderer } from '@/server/http/page-render';
import { uploadRoutes } from '@/server/http/uploads';
import { dataExportRoutes } from '@/server/http/data-exports';
import { quoteDownloadRoutes } from '@/server/http/quote-downloads';
import { devMailboxRoutes } from '@/server/http/dev-mailbox';
import { reviewRoutes } from '@/server/http/review';
import { sandboxCheckoutRoutes } from '@/server/payments/sandbox-routes';
import { paymentWebhookRoutes } from '@/server/payments/webhook-routes';
import { recordPayment } from '@/server/payments/record-payment';
import type { SandboxPayments } from '@/server/payments/sandbox';

export interface BuildAppOptions {
  services: Services;
  logger?: FastifyBaseLogger;
  /** Folder with the built browser app; served with an SPA fallback when present. */
  clientDir?: string;
  /** The browser app's server entry (dist/ssr), which draws a page's first screen into its HTML. */
  loadPageRenderer?: LoadPageRenderer;
  /** The built review snippet, served as /review.js to preview sites (dist/review/review.js). */
  reviewSnippet?: string;
}

export async function buildApp({ services, logger, clientDir, loadPageRenderer, reviewSnippet }: BuildAppOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may say who the client is (TRUST_PROXY); never everyone.
    trustProxy: trustProxyOption(services.config.trustProxy),
  });

  await registerSecurityHeaders(app, { https: services.config.https });
  await registerCompression(app);
  await app.register(cookie);
  registerOriginCheck(app, services.config);
  registerOperationLimits(app, services);

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    // The database is away (a restart, a failover): a retryable 503, as tRPC answers it.
    const unavailable = isDatabaseUnavailable(error);
    const status = unavailable ? 503 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error(error);
    const message = status === 429 ? nl.auth.tooManyRequests : unavailable ? nl.generic.serviceUnavailable : status >= 500 ? nl.generic.error : error.message;
    const code = status === 429 ? 'TOO_MANY_REQUESTS' : unavailable ? 'SERVICE_UNAVAILABLE' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
    if (request.routeOptions.url === TRPC_ROUTE || request.routeOptions.url === LIVE_ROUTE) return reply.code(status).send(trpcErrorBody(request, message, code, status));
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

  const createContext = (request: FastifyRequest, reply: FastifyReply) => createContextInner(contextSourceFor(services, request, reply));
  const logError = (error: TRPCError, request: FastifyRequest, procedure: string | undefined) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') request.log.error({ err: error, procedure }, 'tRPC error');
  };
  const trpcOptions = {
    router: appRouter,
    maxBatchSize: MAX_BATCH_OPERATIONS,
    createContext: ({ req, res }) => createContext(req, res),
    onError: ({ error, path: procedure, req }) => logError(error, req, procedure),
  } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'];
  const createCaller = createCallerFactory(appRouter);
  // The live stream's events are written by our own writer once the procedure has accepted the call
  // (docs/decisions/trpc-adapter.md); its refusals, and every other call, go through tRPC's adapter.
  registerLiveStreams<Context, AppRouter>(app, {
    trpcOptions,
    createContext,
    subscribe: (ctx, input, signal) => createCaller(ctx, { signal }).live.events(input as Parameters<ReturnType<typeof createCaller>['live']['events']>[0]),
    shapeError,
    clientOptions: SSE_CLIENT_OPTIONS,
    onError: ({ error, request }) => logError(error, request, LIVE_PROCEDURE),
  });
  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions } satisfies FastifyTRPCPluginOptions<AppRouter>);

  await app.register(uploadRoutes, { services });
  await app.register(dataExportRoutes, { services });
  await app.register(quoteDownloadRoutes, { services });
  await app.register(reviewRoutes, { services, snippetFile: reviewSnippet });
  await app.register(paymentWebhookRoutes<Services>(), { services });
  // Development without SMTP only (create-services.ts); production has no such route.
  if (services.devMailbox) await app.register(devMailboxRoutes, { services, devMailbox: services.devMailbox });

  // Only a sandbox provider has these pages, and production builds one only when ALLOW_SANDBOX_PAYMENTS=1 (config.ts).
  if (services.payments.kind === 'sandbox') {
    await app.register(sandboxCheckoutRoutes, {
      payments: services.payments as SandboxPayments,
      onSettled: async (paymentId) => void (await recordPayment(services, paymentId)),
    });
  }

  if (clientDir && fs.existsSync(path.join(clientDir, 'index.html'))) {
    await registerClientApp(app, clientDir, services, loadPageRenderer);
  } else {
    // Fastify's own 404 logs the whole URL, a reset link's token included.
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: { message: nl.generic.notFound } }));
  }
  return app;
}
