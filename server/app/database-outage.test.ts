import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createDb } from '@/db/create-db';
import { nl } from '@/src/text/nl';
import { buildApp } from './app';
import { createSession } from '@/server/auth/sessions';
import { createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { trpcBatchResponse, trpcInput, trpcResponse } from '@/server/testing/trpc-http';
import { adminShutdownMessage, startProxiedDatabase, type ProxiedDatabase } from '@/server/testing/proxied-database';

// PostgreSQL stops while the app serves signed-in requests, and starts again: the process stays up, requests get a retryable Dutch 503,
// and the app recovers by itself. Behind the proxy: a real PostgreSQL in CI, PGlite over the wire protocol locally.

const origin = 'http://localhost:3000';
let database: ProxiedDatabase;
let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let token: string;
const lostConnections: Error[] = [];

beforeAll(async () => {
  database = await startProxiedDatabase();
  const dbHandle = await createDb({ databaseUrl: database.url, poolSize: 3, onConnectionError: (error) => lostConnections.push(error) });
  env = await createTestEnv({ dbHandle, db: dbHandle.db });
  app = await buildApp({ services: env.services });
  const client = await createTestUser(env.services);
  ({ token } = await createSession(env.services.db, client.id));
});
afterAll(async () => {
  await app?.close();
  await env?.close();
  await database?.close();
});

const me = () => app.inject({ method: 'GET', url: '/trpc/auth.me', cookies: { session: token } });
const health = () => app.inject({ method: 'GET', url: '/healthz' });

/** Fills the pool with idle connections, the ones the issue saw die with 57P01. */
async function warmPool() {
  const answers = await Promise.all([me(), me(), me()]);
  for (const answer of answers) expect(answer.statusCode).toBe(200);
}

async function msUntilOk(request: () => Promise<{ statusCode: number }>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await request()).statusCode === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no answer within ${limitMs} ms`);
}

describe('PostgreSQL goes away and comes back', () => {
  it('answers 503 with the Dutch retry-later message while it is away, and serves again within 5 s of its return', async () => {
    await warmPool();
    expect((trpcResponse(await me()).data as { user: { email: string } }).user.email).toMatch(/@test\.nl$/);

    await database.proxy.down({ farewell: adminShutdownMessage() });
    // The idle connections heard the shutdown; before the fix that ended the process.
    await expect.poll(() => lostConnections.length).toBeGreaterThan(0);

    const health503 = await health();
    expect(health503.statusCode).toBe(503);
    expect(health503.json()).toEqual({ status: 'unavailable', database: 'postgres' });

    // Reading the session fails: a signed-in page.
    const query = await me();
    expect(query.statusCode).toBe(503);
    expect(trpcResponse(query).error).toMatchObject({ message: nl.generic.serviceUnavailable, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } });

    // A procedure's own query fails: a form sent without a session.
    const mutation = await app.inject({
      method: 'POST',
      url: '/trpc/auth.requestPasswordReset',
      headers: { 'content-type': 'application/json', origin, host: 'localhost:3000' },
      payload: trpcInput({ email: 'iemand@test.nl' }),
    });
    expect(mutation.statusCode).toBe(503);
    expect(trpcResponse(mutation).error?.message).toBe(nl.generic.serviceUnavailable);

    // A batch of queries: each answers the same.
    const batch = await app.inject({ method: 'GET', url: '/trpc/client.dashboard.get,client.account.get?batch=1&input={}', cookies: { session: token } });
    expect(batch.statusCode).toBe(503);
    expect(trpcBatchResponse(batch).map((answer) => answer.error?.message)).toEqual([
      nl.generic.serviceUnavailable,
      nl.generic.serviceUnavailable,
    ]);

    // A plain HTTP route (a file download) answers in the same words.
    const download = await app.inject({ method: 'GET', url: '/api/files/6f1c0a52-7d1e-4b8a-9c61-2a5e8f0d4b17', cookies: { session: token } });
    expect(download.statusCode).toBe(503);
    expect(download.json()).toEqual({ error: { message: nl.generic.serviceUnavailable } });

    await database.proxy.restore();
    expect(await msUntilOk(me, 5_000)).toBeLessThan(5_000);
    expect((await health()).statusCode).toBe(200);
  });

  it('survives the shutdown reaching a connection that is checked out for a transaction', async () => {
    await warmPool();
    const before = lostConnections.length;
    const transaction = env.services.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').limit(1).execute();
      await database.proxy.down({ farewell: adminShutdownMessage() });
      // The FATAL message arrives between two queries, while the pool has lent the connection out.
      await expect.poll(() => lostConnections.length).toBeGreaterThan(before);
      await trx.selectFrom('users').select('id').limit(1).execute();
    });
    await expect(transaction).rejects.toThrow(/administrator command|Connection terminated|not queryable/);
    await database.proxy.restore();
    expect(await msUntilOk(me, 5_000)).toBeLessThan(5_000);
  });

  it('drops connections cut in the middle and reconnects on the next request', async () => {
    await warmPool();
    database.proxy.cut();
    // The first request after the cut may meet a dead connection; within a few tries all is well.
    expect(await msUntilOk(me, 5_000)).toBeLessThan(5_000);
    await warmPool();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'survives PostgreSQL ending every connection of the app (pg_terminate_backend), as a restart does',
    async () => {
      await warmPool();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = new URL(database.url).pathname.slice(1);
      const { rowCount } = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      expect(await msUntilOk(me, 5_000)).toBeLessThan(5_000);
    },
  );
});
