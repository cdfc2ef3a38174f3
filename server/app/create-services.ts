import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createDb, type DbConfig, type DbHandle } from '@/db/create-db';
import { describeDatabaseUrl, waitForDatabase } from '@/db/wait-for-database';
import { migrateToLatest } from '@/db/migrator';
import type { AppConfig } from './config';
import { createMailer } from '@/server/mail/mailer';
import { createDevMailbox } from '@/server/mail/dev-mailbox';
import { createStorage } from '@/server/storage/index';
import { createPayments } from '@/server/payments/index';
import { systemClock } from '@/server/clock';
import type { Services, ServicesConfig } from '@/server/services';
import { createBackgroundTasks } from '@/server/services/background-tasks';
import { markProductionDatabase } from '@/db/queries/deployment';
import { freezeAgencyOnOlderInvoices } from '@/db/queries/invoice-documents';
import { paymentFulfilments } from './payment-fulfilments';
import { createEventBus } from '@/server/events/event-bus';
import { createLiveHub } from '@/server/events/live-hub';
import { liveStreamsEnded } from '@/server/features/live/live-errors';

export function dbConfigFor(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, log?: FastifyBaseLogger): DbConfig {
  if (!config.databaseUrl) return { dataDir: config.dataDir };
  return {
    databaseUrl: config.databaseUrl,
    onConnectionError: (err) => log?.warn({ err }, 'database connection lost; the next request connects anew'),
  };
}

/**
 * Migrates as the tables' owner: MIGRATION_DATABASE_URL when set (DATABASE_URL is then a role that
 * may not alter the tables), else over the app's own connection.
 */
export async function migrateAsOwner(config: Pick<AppConfig, 'migrationDatabaseUrl'>, handle: DbHandle, log?: FastifyBaseLogger): Promise<void> {
  if (!config.migrationDatabaseUrl) return migrateToLatest(handle.db);
  const owner = await createDb({ databaseUrl: config.migrationDatabaseUrl, poolSize: 1, onConnectionError: (err) => log?.warn({ err }, 'migration connection lost') });
  try {
    await migrateToLatest(owner.db);
  } finally {
    await owner.close();
  }
}

/**
 * Opens the database (waiting for a PostgreSQL server that is still starting, then migrating it
 * to the latest version) and builds every adapter from config.
 */
export async function createServices(config: AppConfig, log: FastifyBaseLogger, dbHandle?: DbHandle): Promise<Services> {
  const handle = dbHandle ?? (await createDb(dbConfigFor(config, log)));
  try {
    await waitForDatabase(handle, {
      timeoutMs: config.databaseWaitSeconds * 1000,
      describe: config.databaseUrl ? describeDatabaseUrl(config.databaseUrl) : config.dataDir,
      onWaiting: (err) => log.warn({ err }, `database not reachable yet; retrying for up to ${config.databaseWaitSeconds} s`),
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  await migrateAsOwner(config, handle, log);
  if (config.production) await markProductionDatabase(handle.db);
  // Invoices older than the frozen agency get the one configured now, once; later ones keep their own.
  await freezeAgencyOnOlderInvoices(handle.db, config.invoicing.agency);
  const live = createLiveHub({ db: handle.db, bus: createEventBus(handle.listenSource, { log }), log });
  await live.start();
  // The mail, storage and payment clients load only when configured.
  const transport = config.mail.smtpUrl ? (await import('@/server/mail/smtp')).createSmtpTransport({ url: config.mail.smtpUrl, from: config.mail.from }) : undefined;
  // Without SMTP, outside production, stored mail is read at /dev/mail (server/http/dev-mailbox.ts).
  const devMailbox = !config.production && !transport ? createDevMailbox() : undefined;
  return {
    db: handle.db,
    dbHandle: handle,
    config: servicesConfig(config),
    mailer: createMailer({ db: handle.db, log, transport, revealSecretsInLog: !config.production, devMailbox }),
    devMailbox,
    tasks: createBackgroundTasks(log),
    storage: await createStorage({ s3: config.s3, localRoot: path.join(config.dataDir, 'uploads') }),
    payments: await createPayments({ provider: config.payments.provider, mollieApiKey: config.payments.mollieApiKey, appUrl: config.appUrl, db: handle.db }),
    paymentFulfilments,
    clock: systemClock,
    live,
  };
}

export function servicesConfig(config: AppConfig): ServicesConfig {
  const { appUrl, production, https, trustProxy, authRateLimitMax, checkoutIntervalMs, sessions, invoicing, dataDir } = config;
  const { uploadQuotaBytes, uploadQuotaPerClientBytes, uploadMinFreeBytes, emailVerification, staffTwoFactorRequired, retention, terms } = config;
  return {
    retention,
    terms,
    appUrl,
    production,
    https,
    trustProxy,
    authRateLimitMax,
    checkoutIntervalMs,
    sessions,
    invoicing,
    dataDir,
    uploadQuotaBytes,
    uploadQuotaPerClientBytes,
    uploadMinFreeBytes,
    emailVerification,
    staffTwoFactorRequired,
  };
}

export async function closeServices(services: Services): Promise<void> {
  await services.live.close(liveStreamsEnded());
  await services.tasks.settled();
  await services.mailer.close();
  await services.storage.close();
  await services.dbHandle.close();
}
