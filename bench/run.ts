// `npm run bench`: latency of hot procedures through the real HTTP stack (Fastify inject) on
// an embedded database filled with the demo agency, plus start-up time and memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { closeServices, createServices } from '@/server/create-services';
import { seedDemoAgency } from '@/server/cli/seed-demo';
import { DEMO_PASSWORD } from '@/server/cli/seed-data';
import { trpcBatchInput, trpcInput, trpcResponse } from '@/server/testing/trpc-http';

const ORIGIN = 'http://localhost:3000';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, rounds: number, run: () => Promise<{ statusCode: number }>) {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const response = await run();
    times.push(performance.now() - start);
    if (response.statusCode >= 400) throw new Error(`${name}: HTTP ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(2).padStart(8);
  console.log(`${name.padEnd(28)} n=${String(rounds).padStart(4)}  p50 ${fmt(percentile(times, 50))} ms  p95 ${fmt(percentile(times, 95))} ms`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  AUTH_RATE_LIMIT_MAX: '1000',
});
const log = pino({ level: 'silent' });

const startup = performance.now();
const services = await createServices(config, log);
const app = await buildApp({ services });
await app.ready();
console.log(`start-up (fresh ${services.dbHandle.kind} database, migrated): ${(performance.now() - startup).toFixed(0)} ms`);
await seedDemoAgency(services.db);

async function sessionFor(email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    headers: { origin: ORIGIN, host: 'localhost:3000', 'content-type': 'application/json' },
    payload: trpcInput({ email, password: DEMO_PASSWORD }),
  });
  const cookie = response.cookies.find((c) => c.name === 'session');
  if (!cookie) throw new Error(`login failed for ${email}`);
  return cookie.value;
}

const admin = await sessionFor('admin@klantportaal.nl');
const client = await sessionFor('info@bakkerijvisser.nl');
const get = (url: string, session: string) => () => app.inject({ method: 'GET', url, cookies: { session } });

await measure('auth.login (Argon2id)', 20, () =>
  app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    headers: { origin: ORIGIN, host: 'localhost:3000', 'content-type': 'application/json' },
    payload: trpcInput({ email: 'daan@klantportaal.nl', password: DEMO_PASSWORD }),
  }),
);
await measure('auth.me', ROUNDS, get('/trpc/auth.me', client));
await measure('admin.stats.get', ROUNDS, get('/trpc/admin.stats.get', admin));
await measure('client.dashboard.get', ROUNDS, get('/trpc/client.dashboard.get', client));

// The progress page: its three queries for the client's first project, as the browser batches them.
const me = await app.inject({ method: 'GET', url: '/trpc/auth.me', cookies: { session: client } });
const projectId = (trpcResponse(me).data as { projects: { id: string }[] }).projects[0]!.id;
const batchInput = encodeURIComponent(JSON.stringify(trpcBatchInput([{ projectId }, { projectId }, { projectId }])));
await measure(
  'progress page (3 batched)',
  ROUNDS,
  get(`/trpc/project.timeline.get,project.uploads.list,project.messages.list?batch=1&input=${batchInput}`, client),
);

const memory = process.memoryUsage();
console.log(`memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);

await app.close();
await closeServices(services);
fs.rmSync(dataDir, { recursive: true, force: true });
