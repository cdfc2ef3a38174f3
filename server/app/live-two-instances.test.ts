import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@/db/create-db';
import { createSession, DEFAULT_SESSION_POLICY } from '@/server/auth/sessions';
import { createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { startProxiedDatabase, type ProxiedDatabase } from '@/server/testing/proxied-database';
import { freePort, httpStatus, startServerProcess, stopServerProcess, waitFor, type ServerProcess } from '@/server/testing/server-process';
import { builtEntry } from '@/server/testing/built-server';
import { browserClient, followLive, type FollowedStream } from '@/client/testing/live-browser';

// Two app processes on one PostgreSQL: a browser on B sees a message sent through A, also after B's LISTEN connection was lost and after
// B restarted. Only B goes through the fault proxy, so A keeps writing while B is cut off.

let database: ProxiedDatabase;
let env: TestEnv;
let dataDir: string;
let first: ServerProcess;
let second: ServerProcess;
let appUrl: string;
let portB: number;
let client: { id: string };
let developer: { id: string };
let projectId: string;
let stream: FollowedStream | undefined;

const postgres = Boolean(process.env.TEST_DATABASE_URL);

function startSecond() {
  return startServerProcess({ port: portB, databaseUrl: database.url, dataDir, env: processEnv(), command: builtEntry('main') });
}

// The developer here has no authenticator app; two-step sign-in has its own tests.
const processEnv = () => ({ APP_URL: appUrl, STAFF_2FA: 'optional' });

const healthy = (server: ServerProcess) => waitFor(async () => (await httpStatus(`${server.base}/healthz`)) === 200, 60_000);

/** A signed-in browser's cookie; staff have done their second step. */
async function cookieFor(userId: string) {
  return `session=${(await createSession(env.services.db, userId, DEFAULT_SESSION_POLICY, new Date(), { twoFactorVerified: true })).token}`;
}

/** The developer sends a message through instance A, as their browser would. */
async function sendThroughFirst(message: string, cookie: string) {
  const response = await fetch(`${first.base}/trpc/project.messages.send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl, cookie },
    body: JSON.stringify(superjson.serialize({ projectId, message })),
    signal: AbortSignal.timeout(15_000),
  });
  expect(response.status).toBe(200);
}

const messageWith = (text: string) => (payload: { kind: string; message?: { message: string } }) => payload.kind === 'message' && payload.message?.message === text;

// LISTEN/NOTIFY between processes is PostgreSQL's; the embedded PGlite serves one process only.
describe.runIf(postgres)('live updates across two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await startProxiedDatabase();
    const dbHandle = await createDb({ databaseUrl: database.directUrl, poolSize: 2 });
    env = await createTestEnv({ dbHandle, db: dbHandle.db });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-live-'));
    const portA = await freePort();
    portB = await freePort();
    appUrl = `http://127.0.0.1:${portA}`;
    first = startServerProcess({ port: portA, databaseUrl: database.directUrl, dataDir, env: processEnv(), command: builtEntry('main') });
    second = startSecond();
    await Promise.all([healthy(first), healthy(second)]);
    client = await createTestUser(env.services, { role: 'client', fullName: 'Pieter Visser' });
    developer = await createTestUser(env.services, { role: 'developer', fullName: 'Sanne Bakker' });
    projectId = (await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: developer.id })).id;
  }, 120_000);
  afterAll(async () => {
    stream?.close();
    await Promise.all([stopServerProcess(first), stopServerProcess(second)]);
    await env?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows a message sent through A in a browser following B, with the bell's count", async () => {
    const browser = browserClient(second.base, { cookie: await cookieFor(client.id), origin: appUrl });
    stream = followLive(browser, { projectId });
    await stream.started;
    await sendThroughFirst('Via instantie A', await cookieFor(developer.id));
    const ms = await stream.waitFor(messageWith('Via instantie A'), 3_000);
    expect(ms).toBeLessThan(3_000);
    await stream.waitFor((payload) => payload.kind === 'notifications' && payload.unread === 1, 3_000);
  });

  it("catches up on what was sent while B's LISTEN connection was lost", async () => {
    const developerCookie = await cookieFor(developer.id);
    // B loses the database (its LISTEN connection with it); A, connected directly, writes on.
    await database.proxy.down();
    await sendThroughFirst('Terwijl B de database kwijt was', developerCookie);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stream!.received.some(messageWith('Terwijl B de database kwijt was'))).toBe(false);
    await database.proxy.restore();
    // B reconnects within its backoff (at most 5 s) and hands the open stream what it missed.
    await stream!.waitFor(messageWith('Terwijl B de database kwijt was'), 10_000);
    expect(second.output.some((line) => line.includes('LISTEN connection back'))).toBe(true);
  });

  it('a browser reconnects by itself after B restarts and catches up from its last event id', async () => {
    const developerCookie = await cookieFor(developer.id);
    await stopServerProcess(second);
    await sendThroughFirst('Terwijl B herstartte', developerCookie);
    second = startSecond();
    await healthy(second);
    await stream!.waitFor(messageWith('Terwijl B herstartte'), 15_000);
    // Then live again, once, with nothing shown twice.
    await sendThroughFirst('Weer live', developerCookie);
    await stream!.waitFor(messageWith('Weer live'), 3_000);
    const texts = stream!.received.flatMap((payload) => (payload.kind === 'message' ? [payload.message.message] : []));
    expect(texts).toEqual(['Via instantie A', 'Terwijl B de database kwijt was', 'Terwijl B herstartte', 'Weer live']);
  });
});
