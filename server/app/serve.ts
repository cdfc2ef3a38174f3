import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { createLogger } from './logger';
import { buildApp } from './app';
import { closeServices, createServices } from './create-services';
import { startRecurringInvoiceJob } from '@/server/features/invoices/recurring-invoices';
import { startRetentionJob } from '@/server/features/privacy/retention';
import { startEmbeddedMaintenanceJob } from './embedded-maintenance';
import { returnMemoryWhenIdle } from './idle-memory';
import { liveStreamsEnded } from '@/server/features/live/live-errors';
import type { FastifyInstance } from 'fastify';
import type { Services } from '@/server/services';

export interface ServeOptions {
  /** Routes beside the app's own, registered before it listens (the bench's baseline routes). */
  extraRoutes?: (app: FastifyInstance, services: Services) => Promise<void>;
}

/**
 * The server process: config, database, the app, background jobs, and a graceful shutdown on
 * SIGTERM/SIGINT. A refused configuration or an unreachable database exits with one clear line.
 */
export async function serve({ extraRoutes }: ServeOptions = {}): Promise<void> {
  const started = performance.now();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One line per refusal, naming its variable, for whoever reads the deploy log.
    for (const problem of error.problems) console.error(`Klantportaal start niet. ${problem}`);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  for (const warning of config.warnings) log.warn(warning);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

  let services: Services;
  try {
    services = await createServices(config, log);
  } catch (error) {
    log.fatal(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const app = await buildApp({
    services,
    logger: log,
    clientDir: path.join(root, 'dist', 'client'),
    loadPageRenderer: () => import(pathToFileURL(path.join(root, 'dist', 'ssr', 'entry-server.js')).href),
    reviewSnippet: path.join(root, 'dist', 'review', 'review.js'),
  });
  if (extraRoutes) await extraRoutes(app, services);

  await app.listen({ port: config.port, host: config.host });
  // Mail that the SMTP server did not take is retried from the outbox (no-op without SMTP).
  services.mailer.startDeliveryJob();
  // Recurring invoices: a run now and every few minutes (cron may run `npm run invoices:run` too).
  const stopInvoiceJob = startRecurringInvoiceJob(services, log);
  // Retention: what is past its period goes, now and every hour (docs/operations.md "Privacy en bewaartermijnen").
  const stopRetentionJob = startRetentionJob(services, log);
  // The embedded database has no autovacuum: its statistics and dead rows are seen to now and every hour.
  const stopMaintenanceJob = startEmbeddedMaintenanceJob(services, log);
  // What a burst of requests left in memory goes back to the system once the server is idle again.
  const stopIdleMemory = returnMemoryWhenIdle(services.tasks, log);
  log.info(
    { database: services.dbHandle.kind, startupMs: Math.round(performance.now() - started) },
    `Klantportaal draait op ${config.appUrl}`,
  );

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    stopInvoiceJob();
    stopRetentionJob();
    stopMaintenanceJob();
    stopIdleMemory();
    log.info({ signal }, 'afsluiten: lopende verzoeken worden afgerond');
    // close() waits for in-flight requests, closeServices for mails going out. Keep-alive connections stay open (Fastify keeps them 72 s),
    // so idle ones are closed as they turn idle; after 20 s the rest are cut.
    const closed = app.close();
    // Open live streams would hold the close up: they end now, and browsers reconnect elsewhere.
    await services.live.close(liveStreamsEnded());
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => app.server.closeAllConnections(), 20_000);
    await closed;
    clearInterval(sweep);
    clearTimeout(deadline);
    await closeServices(services);
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
