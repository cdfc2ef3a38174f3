import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { closeServices, createServices } from './create-services';
import { startProxiedDatabase, type ProxiedDatabase } from './testing/proxied-database';

// Start-up next to a PostgreSQL server that is not up yet, as `docker compose up` starts them.

let database: ProxiedDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await startProxiedDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-start-'));
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function capturingLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

const config = (waitSeconds: number) =>
  loadConfig({ DATABASE_URL: database.url, DATABASE_WAIT_SECONDS: String(waitSeconds), DATA_DIR: dataDir });

describe('start-up while the database is not up yet', () => {
  it('keeps trying with pauses and starts once the database answers', async () => {
    await database.proxy.down();
    const { log, lines } = capturingLog();
    const starting = createServices(config(20), log);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await database.proxy.restore();

    const services = await starting;
    await services.dbHandle.ping();
    await closeServices(services);
    // The first refused try is logged once; the later ones wait quietly.
    expect(lines.map((line) => line.msg)).toEqual(['database not reachable yet; retrying for up to 20 s']);
  });

  it('gives up after the configured time with one clear message naming where it looked', async () => {
    await database.proxy.down();
    const started = Date.now();
    const { log } = capturingLog();
    const failure = await createServices(config(1), log).catch((error: unknown) => error);
    const elapsed = Date.now() - started;
    await database.proxy.restore();

    expect(failure).toBeInstanceOf(Error);
    const { port } = new URL(database.url);
    expect((failure as Error).message).toMatch(
      new RegExp(`^Database niet bereikbaar \\(database unreachable\\) op 127\\.0\\.0\\.1:${port}/\\w+ na 1 s: .*ECONNREFUSED`),
    );
    expect((failure as Error).message).not.toContain('postgres:postgres');
    expect(elapsed).toBeGreaterThanOrEqual(1_000);
    expect(elapsed).toBeLessThan(3_000);
  });
});
