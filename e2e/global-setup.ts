import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PRODUCTION_AGENCY_ENV } from '@/server/testing/agency-env';
import { startMailSink } from './mail-sink';
import { FRESH_STAFF, FRESH_STAFF_PASSWORD } from './fresh-staff';
import { freePort } from '@/server/testing/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** JSON lines of the mails the server sent (see mail-sink.ts). */
    mailboxFile: string;
    /** A folder for what test files share during one run, outside the server's data folder. */
    stateDir: string;
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

/** Builds the app when stale, seeds a fresh embedded database and starts the real server, which mails to a local sink. */
export default async function setup(project: TestProject) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-e2e-'));
  const dataDir = path.join(runDir, 'data');
  const stateDir = path.join(runDir, 'state');
  fs.mkdirSync(stateDir, { recursive: true });
  const mailboxFile = path.join(stateDir, 'mailbox.jsonl');
  const mailSink = await startMailSink(mailboxFile);
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
    // Production refuses the demo agency on its invoices.
    ...PRODUCTION_AGENCY_ENV,
    LOG_LEVEL: 'warn',
    SMTP_URL: mailSink.url,
    MAIL_FROM: 'Klantportaal <noreply@klantportaal.test>',
  };
  let server: ChildProcess | undefined;
  async function teardown() {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await mailSink.close();
    fs.rmSync(runDir, { recursive: true, force: true });
  }
  try {
    // Production runs only what is built: build what is missing or stale first (nothing after
    // `npm run build`); the seed, the admins and the server then run from the build, as in production.
    execFileSync(process.execPath, ['scripts/build-stale.mjs'], { cwd: root, env, stdio: 'inherit' });
    // NODE_ENV=production: the seed needs --force, as it would against any production database.
    execFileSync(process.execPath, ['scripts/start.mjs', 'cli/seed', '--force'], { cwd: root, env, stdio: 'inherit' });
    // Admins for the first-sign-in journeys, made as an agency would: `npm run user:create`, the password typed on stdin.
    for (const email of Object.values(FRESH_STAFF)) {
      const args = ['scripts/start.mjs', 'cli/user-create', '--email', email, '--role', 'admin', '--name', 'Nieuwe Beheerder'];
      execFileSync(process.execPath, args, { cwd: root, env, input: `${FRESH_STAFF_PASSWORD}\n`, stdio: ['pipe', 'ignore', 'inherit'] });
      fs.appendFileSync(path.join(stateDir, 'registered.txt'), `${email}\n`);
    }
    server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('mailboxFile', mailboxFile);
  project.provide('stateDir', stateDir);
  return teardown;
}
