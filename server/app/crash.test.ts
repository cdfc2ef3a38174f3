import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbConfig } from '@/db/create-db';
import { createProcessDatabase } from '@/db/testing/process-database';
import { DEFAULT_TIMELINE } from '@/src/domain/timeline-template';
import { createSession } from '@/server/auth/sessions';
import { detailsWithMandate } from '@/server/testing/client-fixtures';
import { createTestEnv, createTestProject, createTestUser } from '@/server/testing/harness';
import { freePort, httpStatus, startServerProcess, stopServerProcess, waitFor, type ServerProcess } from '@/server/testing/server-process';
import { builtEntry } from '@/server/testing/built-server';

// SIGKILL mid-stream of writes (as a power cut or the OOM killer would), then a restart: every acknowledged write is there and every
// multi-row write (an onboarding) is all or nothing. PostgreSQL in CI (TEST_DATABASE_URL), the embedded PGlite data folder locally.

const ONBOARDERS = 40;
let dataDir: string;
let dbConfig: DbConfig;
let dropDatabase: (() => Promise<void>) | undefined;
let server: ServerProcess | undefined;
const serverEnv: Record<string, string> = { AUTH_RATE_LIMIT_MAX: '100000' };

let writerProjectId: string;
let writerCookie: string;
const onboarders: { id: string; cookie: string }[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-crash-'));
  // PostgreSQL in CI (TEST_DATABASE_URL); else the embedded default: the data folder, no DATABASE_URL.
  const database = await createProcessDatabase(dataDir);
  dbConfig = database.config;
  dropDatabase = database.drop;
  serverEnv.DATABASE_URL = database.databaseUrl;
  // The users and their sessions, written before the server owns the database.
  const dbHandle = await createDb(dbConfig);
  const env = await createTestEnv({ dbHandle, db: dbHandle.db });
  const cookieFor = async (userId: string) => `session=${(await createSession(env.services.db, userId)).token}`;
  const writer = await createTestUser(env.services, { role: 'client' });
  writerProjectId = (await createTestProject(env.services, { clientId: writer.id, packageType: 'website' })).id;
  writerCookie = await cookieFor(writer.id);
  for (let i = 0; i < ONBOARDERS; i++) {
    const user = await createTestUser(env.services, { role: null });
    onboarders.push({ id: user.id, cookie: await cookieFor(user.id) });
  }
  await env.close();
}, 120_000);
afterAll(async () => {
  await stopServerProcess(server);
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const port = await freePort();
  server = startServerProcess({ port, databaseUrl: serverEnv.DATABASE_URL!, dataDir, env: serverEnv, command: builtEntry('main') });
  await waitFor(async () => (await httpStatus(`${server!.base}/healthz`)) === 200, 60_000);
  return server;
}

async function post(base: string, procedure: string, input: unknown, cookie: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/trpc/${procedure}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(superjson.serialize(input)),
    });
    return response.status === 200;
  } catch {
    return false;
  }
}

describe('a crash in the middle of writes', () => {
  it('keeps every acknowledged write, and no onboarding half-done, after a restart', async () => {
    let running = await start();
    const base = running.base;
    const acknowledgedMessages: string[] = [];
    const acknowledgedOnboardings: string[] = [];
    let killed = false;

    const messageLoop = async (loop: number) => {
      for (let i = 0; !killed; i++) {
        const message = `Bericht ${loop}-${i}`;
        if (await post(base, 'project.messages.send', { projectId: writerProjectId, message }, writerCookie)) acknowledgedMessages.push(message);
      }
    };
    const queue = [...onboarders];
    const onboardingLoop = async () => {
      for (let next = queue.shift(); next && !killed; next = queue.shift()) {
        const done = await post(base, 'client.onboarding.complete', { packageType: 'website', ...detailsWithMandate() }, next.cookie);
        if (done) acknowledgedOnboardings.push(next.id);
      }
    };
    const loops = Promise.all([messageLoop(1), messageLoop(2), onboardingLoop(), onboardingLoop()]);

    // Kill it once it is well into the stream.
    await waitFor(async () => acknowledgedMessages.length >= 20 && acknowledgedOnboardings.length >= 5, 60_000);
    running.process.kill('SIGKILL');
    killed = true;
    await running.exited;
    await loops;

    // It starts again on the same data (a stale lock, a database to recover) ...
    running = await start();
    await stopServerProcess(running);
    server = undefined;

    // ... with everything it acknowledged, each once.
    const dbHandle = await createDb(dbConfig);
    try {
      const db = dbHandle.db;
      const stored = await db.selectFrom('projectUpdates').select('message').where('projectId', '=', writerProjectId).execute();
      const messages = stored.map((row) => row.message);
      expect(new Set(messages).size).toBe(messages.length);
      for (const message of acknowledgedMessages) expect(messages).toContain(message);

      // Every onboarding is whole or absent: no project without its timeline, role or mandate.
      for (const { id } of onboarders) {
        const [projects, role, payment, profile] = await Promise.all([
          db.selectFrom('projects').select('id').where('clientId', '=', id).execute(),
          db.selectFrom('userRoles').select('role').where('userId', '=', id).executeTakeFirst(),
          db.selectFrom('paymentCustomers').select('userId').where('userId', '=', id).executeTakeFirst(),
          db.selectFrom('profiles').select('companyName').where('id', '=', id).executeTakeFirstOrThrow(),
        ]);
        const state = projects.length === 0 ? 'none' : projects.length === 1 ? 'one' : 'more';
        if (acknowledgedOnboardings.includes(id)) expect(state).toBe('one');
        expect(state).not.toBe('more');
        if (state === 'none') {
          expect({ role: role?.role ?? null, payment: payment ?? null, company: profile.companyName }).toEqual({ role: null, payment: null, company: null });
        } else {
          const steps = await db.selectFrom('projectTimeline').select('id').where('projectId', '=', projects[0]!.id).execute();
          expect({ role: role?.role, payment: Boolean(payment), company: profile.companyName, steps: steps.length }).toEqual({
            role: 'client',
            payment: true,
            company: 'Bakkerij de Vries',
            steps: DEFAULT_TIMELINE.length,
          });
        }
      }
    } finally {
      await dbHandle.close();
    }
  }, 180_000);
});
