import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/db/create-db';
import { nl } from '@/src/text/nl';
import { LOGIN_BACKOFF } from '@/server/auth/login-throttle';
import { createTestEnv, createTestProject, createTestUser, TEST_PASSWORD, type TestEnv } from '@/server/testing/harness';
import { startProxiedDatabase, type ProxiedDatabase } from '@/server/testing/proxied-database';
import { freePort, httpStatus, startServerProcess, stopServerProcess, waitFor, type ServerProcess } from '@/server/testing/server-process';
import { builtEntry } from '@/server/testing/built-server';

// Two app processes on one PostgreSQL, as behind a load balancer: a session works on both, the login limits are one limit, and a SIGTERM
// to one while it serves loses no acknowledged write and half-writes none.

let database: ProxiedDatabase;
let env: TestEnv;
let dataDir: string;
let first: ServerProcess;
let second: ServerProcess;
/** Both answer for one public address, as they would behind a proxy. */
let appUrl: string;

async function call(server: ServerProcess, procedure: string, input: unknown, cookie?: string) {
  const response = await fetch(`${server.base}/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(superjson.serialize(input)),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json()) as { result?: { data: unknown }; error?: unknown };
  const error = body.error ? superjson.deserialize<{ message: string }>(body.error as never) : undefined;
  return { status: response.status, error, setCookie: response.headers.get('set-cookie') };
}

const login = (server: ServerProcess, email: string, password: string) => call(server, 'auth.login', { email, password });

// Several instances need PostgreSQL: over PGlite's socket server two processes' protocol messages are queued one by one and their queries
// interleave ("bind message supplies 2 parameters, but prepared statement requires 1").
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await startProxiedDatabase();
    const dbHandle = await createDb({ databaseUrl: database.url, poolSize: 2 });
    env = await createTestEnv({ dbHandle, db: dbHandle.db });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-two-'));
    const [portA, portB] = [await freePort(), await freePort()];
    appUrl = `http://127.0.0.1:${portA}`;
    const shared = { databaseUrl: database.url, dataDir, env: { APP_URL: appUrl, AUTH_RATE_LIMIT_MAX: '12' }, command: builtEntry('main') };
    first = startServerProcess({ port: portA, ...shared });
    second = startServerProcess({ port: portB, ...shared });
    await Promise.all([first, second].map((server) => waitFor(async () => (await httpStatus(`${server.base}/healthz`)) === 200, 60_000)));
  }, 90_000);
  afterAll(async () => {
    await Promise.all([stopServerProcess(first), stopServerProcess(second)]);
    await env?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a session made on one works on the other', async () => {
    const user = await createTestUser(env.services, { role: 'client' });
    const signedIn = await login(first, user.email, TEST_PASSWORD);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.setCookie!.split(';')[0]!;
    const me = await fetch(`${second.base}/trpc/auth.me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const answer = superjson.deserialize<{ user: { email: string } }>(((await me.json()) as { result: { data: never } }).result.data);
    expect(answer.user.email).toBe(user.email);
  });

  it('a sign-out or a new role on one counts on the other from its very next request', async () => {
    const user = await createTestUser(env.services, { role: 'client' });
    const signedIn = await login(first, user.email, TEST_PASSWORD);
    const cookie = signedIn.setCookie!.split(';')[0]!;
    const me = async (server: ServerProcess) => {
      const response = await fetch(`${server.base}/trpc/auth.me`, { headers: { cookie } });
      return superjson.deserialize<{ role: string } | null>(((await response.json()) as { result: { data: never } }).result.data);
    };
    // The second instance has just checked the session.
    expect((await me(second))?.role).toBe('client');
    expect((await me(second))?.role).toBe('client');
    // A third process (this test) makes them a developer.
    await env.services.db.updateTable('userRoles').set({ role: 'developer' }).where('userId', '=', user.id).execute();
    expect((await me(second))?.role).toBe('developer');
    // Signed out through the first instance: the second refuses the cookie too.
    expect((await call(first, 'auth.logout', undefined, cookie)).status).toBe(200);
    expect(await me(second)).toBeNull();
  });

  it('share one login limit: per account and per address, whichever instance is asked', async () => {
    const user = await createTestUser(env.services, { role: 'client' });
    const instances = [first, second];
    // The free wrong guesses, spread over both instances.
    for (let i = 0; i <= LOGIN_BACKOFF.freeAttempts; i++) {
      const guess = await login(instances[i % 2]!, user.email, `fout-wachtwoord-${i}`);
      expect([i, guess.status, guess.error?.message]).toEqual([i, 401, nl.auth.invalidCredentials]);
    }
    // Now the account is locked on both, also for the right password.
    for (const server of instances) {
      const locked = await login(server, user.email, TEST_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.error?.message).toBe(nl.auth.accountLocked(1));
    }
    // The per-address limit (12 logins a window): once one instance refuses, so does the other.
    // Separate counters would each have seen only about half of the attempts.
    let refusedBy: number | undefined;
    for (let i = 0; i < 30 && refusedBy === undefined; i++) {
      const answer = await login(instances[i % 2]!, `iemand-${i}@test.nl`, 'fout-wachtwoord');
      if (answer.status === 429) refusedBy = i % 2;
      else expect(answer.status).toBe(401);
    }
    expect(refusedBy).toBeDefined();
    const other = await login(instances[1 - refusedBy!]!, 'nog-iemand@test.nl', 'fout-wachtwoord');
    expect(other.status).toBe(429);
    expect(other.error?.message).toBe(nl.auth.tooManyRequests);
  });

  it('a SIGTERM to one during 50 requests: each finishes or fails cleanly, and every acknowledged message is stored once', async () => {
    const client = await createTestUser(env.services, { role: 'client' });
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website' });
    // A session made in the database: the per-address login limit is spent by the test above.
    const { createSession } = await import('@/server/auth/sessions');
    const { token } = await createSession(env.services.db, client.id);
    const cookie = `session=${token}`;

    const requests = Array.from({ length: 50 }, (_, i) =>
      call(second, 'project.messages.send', { projectId: project.id, message: `Bericht ${i}` }, cookie).then(
        (answer) => ({ i, status: answer.status }),
        (error: Error) => ({ i, status: 0, error }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    second.process.kill('SIGTERM');
    const answers = await Promise.all(requests);
    expect(await second.exited).toBe(0);

    // Nothing in between: a 200, a 503 while closing or a refused connection, all of which a client
    // can retry; never another error.
    for (const answer of answers) expect([0, 200, 503]).toContain(answer.status);
    const acknowledged = answers.filter((answer) => answer.status === 200).map((answer) => `Bericht ${answer.i}`);
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await env.services.db.selectFrom('projectUpdates').select('message').where('projectId', '=', project.id).execute();
    const messages = stored.map((row) => row.message);
    expect(new Set(messages).size).toBe(messages.length);
    for (const message of acknowledged) expect(messages).toContain(message);
    // The other instance goes on serving.
    expect(await httpStatus(`${first.base}/healthz`)).toBe(200);
  }, 60_000);
});
