import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import superjson from 'superjson';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nl } from '@/src/text/nl';
import { adminShutdownMessage, startProxiedDatabase, type ProxiedDatabase } from './testing/proxied-database';

// The real server process (server/main.ts) next to a PostgreSQL server that is late at start-up
// or restarts while it runs (issue 14): it waits, never exits, and recovers by itself.

const root = path.resolve(import.meta.dirname, '..');
let database: ProxiedDatabase;
let dataDir: string;
let server: { process: ChildProcess; output: string[]; exited: Promise<number | null> } | undefined;

beforeAll(async () => {
  database = await startProxiedDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-main-'));
});
afterEach(async () => {
  if (server && server.process.exitCode === null) {
    server.process.kill('SIGTERM');
    await server.exited;
  }
  server = undefined;
  await database.proxy.restore();
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function startServer(port: number, waitSeconds: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DATABASE_WAIT_SECONDS: String(waitSeconds),
      APP_URL: `http://127.0.0.1:${port}`,
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: '1',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      S3_BUCKET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  server = { process: child, output, exited };
  return server;
}

async function status(url: string): Promise<number> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 0;
  }
}

async function waitFor(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${limitMs} ms`);
}

const messages = (output: string[]) =>
  output.flatMap((line) => {
    try {
      return [JSON.parse(line) as { level: number; msg: string }];
    } catch {
      return [{ level: 0, msg: line }];
    }
  });

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
  });

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
  });
});
