import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createTestDb } from '@/db/testing/test-db';
import type { Role } from '@/src/domain/statuses';
import { setRole } from '@/db/queries/roles';
import { createProjectWithTimeline } from '@/db/queries/project-creation';
import { createMailer, type Mail, type MailTransport } from '@/server/mail/mailer';
import { createBackgroundTasks } from '@/server/services/background-tasks';
import { createLocalStorage } from '@/server/storage/index';
import { createSandboxPayments } from '@/server/payments/index';
import { createSession, DEFAULT_SESSION_POLICY } from '@/server/auth/sessions';
import { hashPassword } from '@/server/auth/password';
import { createContextInner } from '@/server/trpc/context';
import type { SessionCookies } from '@/server/auth/authenticate';
import { createCallerFactory } from '@/server/trpc/init';
import { appRouter } from '@/server/routers';
import { systemClock } from '@/server/clock';
import type { Services } from '@/server/services';
import { loadConfig } from '@/server/app/config';
import { paymentFulfilments } from '@/server/app/payment-fulfilments';
import { createEventBus } from '@/server/events/event-bus';
import { createLiveHub } from '@/server/events/live-hub';
import { liveStreamsEnded } from '@/server/features/live/live-errors';

export const TEST_PASSWORD = 'geheim123';
export const testLog = pino({ level: 'silent' });
const createCaller = createCallerFactory(appRouter);

let passwordHash: Promise<string> | undefined;

export interface TestEnv {
  services: Services;
  /** Mails as the transport delivered them (with secrets such as reset tokens, which the outbox never keeps). */
  delivered: Pick<Mail, 'to' | 'subject' | 'text'>[];
  close(): Promise<void>;
}

export const TEST_CONFIG: Services['config'] = {
  appUrl: 'http://localhost:3000',
  production: false,
  https: false,
  trustProxy: false,
  authRateLimitMax: 5,
  checkoutIntervalMs: loadConfig({ NODE_ENV: 'test' }).checkoutIntervalMs,
  sessions: DEFAULT_SESSION_POLICY,
  uploadQuotaBytes: 500 * 1024 * 1024,
  uploadQuotaPerClientBytes: 1000 * 1024 * 1024,
  uploadMinFreeBytes: 0,
  dataDir: os.tmpdir(),
  // Switched off here, explicitly: tests about something else sign in as anyone without a mail
  // link or a code. The account tests switch them on (accountsConfig below).
  emailVerification: false,
  staffTwoFactorRequired: false,
  // The demo agency of the defaults, 21 % VAT.
  invoicing: loadConfig({ NODE_ENV: 'test' }).invoicing,
  retention: loadConfig({ NODE_ENV: 'test' }).retention,
  terms: loadConfig({ NODE_ENV: 'test' }).terms,
};

/** TEST_CONFIG with email verification and staff two-step sign-in on, as in production. */
export const ACCOUNTS_CONFIG: Services['config'] = { ...TEST_CONFIG, emailVerification: true, staffTwoFactorRequired: true };

/**
 * Real services on a fresh test database (or the `dbHandle` given, closed with the env), with a
 * temp upload folder, the sandbox provider and a recording mail transport.
 */
export async function createTestEnv(overrides: Partial<Services> = {}): Promise<TestEnv> {
  const dbHandle = overrides.dbHandle ?? (await createTestDb());
  const uploadRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-uploads-'));
  // A data folder of its own (uploads spool there), unless the test names one.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-data-'));
  const delivered: TestEnv['delivered'] = [];
  const transport: MailTransport = { send: async (mail) => void delivered.push(mail), close: () => {} };
  const live = overrides.live ?? createLiveHub({ db: dbHandle.db, bus: createEventBus(dbHandle.listenSource, { log: testLog }), log: testLog });
  if (!overrides.live) await live.start();
  const services: Services = {
    db: dbHandle.db,
    dbHandle,
    config: TEST_CONFIG,
    mailer: createMailer({ db: dbHandle.db, log: testLog, transport }),
    storage: createLocalStorage({ root: uploadRoot }),
    payments: createSandboxPayments({ appUrl: 'http://localhost:3000', db: dbHandle.db }),
    paymentFulfilments,
    clock: systemClock,
    tasks: createBackgroundTasks(testLog),
    live,
    ...overrides,
  };
  if (services.config.dataDir === TEST_CONFIG.dataDir) services.config = { ...services.config, dataDir };
  return {
    services,
    delivered,
    async close() {
      await services.live.close(liveStreamsEnded());
      await services.tasks.settled();
      // A send starts a delivery round in the background; let it finish before the database closes.
      await services.mailer.close();
      await services.storage.close();
      await dbHandle.close();
      fs.rmSync(uploadRoot, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real time, moved on by `advance` (past a limit's window, a status check's freshness). */
export function movableClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

let userCounter = 0;

/**
 * A user with a profile (and a role unless `role: null`), password TEST_PASSWORD, with a verified
 * address as the shell makes them (`verified: false` for one that still owes its link).
 */
export async function createTestUser(
  services: Services,
  options: { role?: Role | null; email?: string; fullName?: string; verified?: boolean } = {},
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = options.email ?? `user${++userCounter}-${Date.now()}@test.nl`;
  const user = await services.db
    .insertInto('users')
    .values({ email, passwordHash: await passwordHash, emailVerifiedAt: options.verified === false ? null : new Date() })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  await services.db
    .insertInto('profiles')
    .values({ id: user.id, email, fullName: options.fullName ?? 'Test Gebruiker' })
    .execute();
  const role = options.role === undefined ? 'client' : options.role;
  if (role) await setRole(services.db, user.id, role);
  return user;
}

export interface CookieJar extends SessionCookies {
  token: string | undefined;
  expiresAt: Date | undefined;
  deviceToken: string | undefined;
}

export function cookieJar(token?: string): CookieJar {
  const jar: CookieJar = {
    token,
    expiresAt: undefined,
    deviceToken: undefined,
    rememberDevice(value) {
      jar.deviceToken = value;
    },
    set(value, expiresAt) {
      jar.token = value;
      jar.expiresAt = expiresAt;
    },
    clear() {
      jar.token = undefined;
      jar.expiresAt = undefined;
    },
  };
  return jar;
}

/**
 * A tRPC caller acting like a browser holding the jar's session cookie: every call is a request
 * of its own, with a fresh context from the jar's cookies as they are then.
 */
export async function callerWithJar(services: Services, jar: CookieJar, log: FastifyBaseLogger = testLog, signal?: AbortSignal) {
  return createCaller(() => createContextInner({ services, log, cookies: jar, sessionToken: jar.token, deviceToken: jar.deviceToken }), { signal });
}

export interface CallerOptions {
  /** The calls share one context, as the calls of one batched HTTP request do. */
  batch?: boolean;
  /** Aborting it ends the caller's subscriptions, as a browser closing the page does. */
  signal?: AbortSignal;
  /** Where the procedures log (a capturing logger to read what was logged). */
  log?: FastifyBaseLogger;
}

/**
 * The one way tests call procedures: signed in as the user (a real session row that has done any
 * second step), or anonymous without one.
 */
export async function callerFor(services: Services, user?: { id: string }, { batch = false, log = testLog, signal }: CallerOptions = {}) {
  const session = user ? await createSession(services.db, user.id, DEFAULT_SESSION_POLICY, new Date(), { twoFactorVerified: true }) : undefined;
  const jar = cookieJar(session?.token);
  if (!batch) return callerWithJar(services, jar, log, signal);
  return createCaller(await createContextInner({ services, log, cookies: jar, sessionToken: jar.token, deviceToken: jar.deviceToken }), { signal });
}

/** A project as the app creates it (price, default timeline, client role), in its own transaction. */
export function createTestProject(services: Services, input: Parameters<typeof createProjectWithTimeline>[1]) {
  return services.db.transaction().execute((trx) => createProjectWithTimeline(trx, input));
}
