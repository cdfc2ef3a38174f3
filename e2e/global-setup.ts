import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PRODUCTION_AGENCY_ENV } from '@/server/testing/agency-env';
import { startMailSink } from './mail-sink';
import { FRESH_STAFF, FRESH_STAFF_PASSWORD } from './fresh-staff';
import { freePort } from '@/server/testing/server-process';
import { CHECKOUT_INTERVAL_SECONDS, type SharedServer } from './shared-server';
import { startFirstRunServer } from './first-run-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared server per worker (see shared-server.ts): worker n uses servers[n - 1]. */
    servers: SharedServer[];
    /** The port of first-run.e2e.ts's own server, or why it did not start. */
    firstRun: { port: number } | { error: string };
  }
}

const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`De server stopte met code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('De server kwam niet op tijd op');
}

/** A command of scripts/start.mjs, as a shell runs it (`input` typed on stdin); rejects on a non-zero exit. */
function runCommand(args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/start.mjs', ...args], { cwd: root, env, stdio: ['pipe', 'ignore', 'inherit'] });
    child.stdin.end(input ?? '');
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} stopte met code ${code}`))));
  });
}

/** Seeds a fresh embedded database in its own folder and starts the real server on it, mailing to its own sink. */
async function startSharedServer(runDir: string, stops: (() => Promise<void>)[]): Promise<SharedServer> {
  const dataDir = path.join(runDir, 'data');
  const stateDir = path.join(runDir, 'state');
  fs.mkdirSync(stateDir, { recursive: true });
  const mailboxFile = path.join(stateDir, 'mailbox.jsonl');
  const mailSink = await startMailSink(mailboxFile);
  stops.push(() => mailSink.close());
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    AUTH_RATE_LIMIT_MAX: '1000',
    // Production refuses to guess a payment provider; the journeys pay on the sandbox's checkout page.
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_SANDBOX_PAYMENTS: '1',
    CHECKOUT_INTERVAL_SECONDS: String(CHECKOUT_INTERVAL_SECONDS),
    // Production refuses the demo agency on its invoices.
    ...PRODUCTION_AGENCY_ENV,
    LOG_LEVEL: 'warn',
    SMTP_URL: mailSink.url,
    MAIL_FROM: 'Klantportaal <noreply@klantportaal.test>',
  };
  // NODE_ENV=production: the seed needs --force, as it would against any production database.
  await runCommand(['cli/seed', '--force'], env);
  // Admins for the first-sign-in journeys, made as an agency would: `npm run user:create`, the password typed on stdin.
  for (const email of Object.values(FRESH_STAFF)) {
    await runCommand(['cli/user-create', '--email', email, '--role', 'admin', '--name', 'Nieuwe Beheerder'], env, `${FRESH_STAFF_PASSWORD}\n`);
    fs.appendFileSync(path.join(stateDir, 'registered.txt'), `${email}\n`);
  }
  const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  stops.push(async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  });
  await waitForHealth(baseUrl, server);
  return { baseUrl, dataDir, mailboxFile, stateDir };
}

/**
 * Builds the app when stale, then starts one shared server per worker (maxWorkers in vitest.e2e.config.ts), seeded at once on their
 * own embedded databases, and the first run's own server beside them, so first-run.e2e.ts does not wait for its migrations.
 */
export default async function setup(project: TestProject) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-e2e-'));
  const stops: (() => Promise<void>)[] = [];
  async function teardown() {
    for (const stop of stops.reverse()) await stop();
    fs.rmSync(runDir, { recursive: true, force: true });
  }
  let servers: SharedServer[];
  try {
    // Production runs only what is built: build what is missing or stale first (nothing after
    // `npm run build`); the seed, the admins and the server then run from the build, as in production.
    execFileSync(process.execPath, ['scripts/build-stale.mjs'], { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' });
    // Its failure is that file's alone: it reads the error when it begins.
    const firstRun = startFirstRunServer().then(
      (server) => {
        stops.push(server.stop);
        return { port: server.port };
      },
      (error: unknown) => ({ error: String(error) }),
    );
    const started = await Promise.allSettled(
      Array.from({ length: project.config.maxWorkers }, (_, i) => startSharedServer(path.join(runDir, `server-${i + 1}`), stops)),
    );
    project.provide('firstRun', await firstRun);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    servers = started.map((result) => (result as PromiseFulfilledResult<SharedServer>).value);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('servers', servers);
  return teardown;
}
