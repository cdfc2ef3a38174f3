import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import superjson from 'superjson';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { adminShutdownMessage, startProxiedDatabase, type ProxiedDatabase } from '@/server/testing/proxied-database';
import { freePort, httpStatus, logLines, startServerProcess, stopServerProcess, waitFor, type ServerProcess } from '@/server/testing/server-process';
import { builtEntry } from '@/server/testing/built-server';

// The real server process (server/app/main.ts) next to a PostgreSQL server that is late at start-up
// or restarts while it runs: it waits, never exits, and recovers by itself.

let database: ProxiedDatabase;
let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  database = await startProxiedDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-main-'));
});
afterEach(async () => {
  await stopServerProcess(server);
  server = undefined;
  await database.proxy.restore();
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number, waitSeconds: number) {
  server = startServerProcess({ port, databaseUrl: database.url, dataDir, env: { DATABASE_WAIT_SECONDS: String(waitSeconds) }, command: builtEntry('main') });
  return server;
}

const status = httpStatus;
const messages = logLines;

describe('the server process', () => {
  it('waits for a database that is not up yet, then rides out a restart without exiting', async () => {
    await database.proxy.down();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const running = startServer(port, 30);
    const logged = (msg: string) => messages(running.output).some((line) => line.msg === msg);
    await waitFor(async () => logged('database not reachable yet; retrying for up to 30 s'), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(running.process.exitCode).toBeNull();
    await database.proxy.restore();
    await waitFor(async () => (await status(`${base}/healthz`)) === 200, 20_000);
    expect(logged(`Klantportaal draait op http://127.0.0.1:${port}`)).toBe(true);

    await database.proxy.down({ farewell: adminShutdownMessage() });
    expect(await status(`${base}/healthz`)).toBe(503);
    const during = await fetch(`${base}/trpc/auth.me`, { headers: { cookie: 'session=een-sessie' } });
    expect(during.status).toBe(503);
    const answer = superjson.deserialize<{ message: string }>((await during.json()).error);
    expect(answer.message).toBe(nl.generic.serviceUnavailable);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(running.process.exitCode).toBeNull();

    await database.proxy.restore();
    expect(await waitFor(async () => (await status(`${base}/trpc/auth.me`)) === 200, 5_000)).toBeLessThan(5_000);

    running.process.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  }, 90_000);

  it('gives up on a database that stays away with one clear line, and exit code 1', async () => {
    await database.proxy.down();
    const running = startServer(await freePort(), 1);
    expect(await running.exited).toBe(1);
    const lines = messages(running.output);
    const fatal = lines.filter((line) => line.level >= 50);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]!.msg).toMatch(/^Database niet bereikbaar \(database unreachable\) op 127\.0\.0\.1:\d+\/\w+ na 1 s: .*ECONNREFUSED/);
    expect(running.output.join('\n')).not.toMatch(/^\s+at /m);
    const { password } = new URL(database.url);
    if (password) expect(running.output.join('\n')).not.toContain(password);
  }, 90_000);
});
