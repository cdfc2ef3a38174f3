// `npm run bench`: the real server over HTTP on the agency at scale (bench/scale-data.ts), on
// PostgreSQL when BENCH_DATABASE_URL is set and on PGlite otherwise. Every case of bench/cases.ts
// runs with autocannon at BENCH_CONNECTIONS (50) virtual users, each with its own session, for
// BENCH_SECONDS (10) after a warm-up; the table goes to stdout and bench/RESULTS.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appRouter } from '@/server/routers/index';
import { CASES, type SessionPool } from './cases';
import { benchDatabase, ensureScaleData } from './database';
import { checkAnswers, loadTest, type LoadSettings } from './load';
import { machineLine, resultTable, writeResults, type Row } from './report';
import { startServer } from './server-process';
import { LIVE_CASE, liveFanOutLine, runLiveFanOut } from './live-fanout';
import { signInMany, type BenchSession } from './sessions';

const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
};
const only = process.env.BENCH_CASES?.split(',').map((name) => name.trim().toLowerCase());
const range = (from: number, count: number) => Array.from({ length: count }, (_, k) => from + k);

const database = benchDatabase();
console.log(`database: ${database.label}`);
await ensureScaleData(database.env);
const server = await startServer(database.env);

try {
  const n = settings.connections;
  // Client 1 owns the 5,000-message project; the dashboard and progress cases use clients 2…51.
  const pools: Record<SessionPool, BenchSession[]> = {
    clients: await signInMany(server.origin, 'client', range(2, n), n),
    hotThreadClient: await signInMany(server.origin, 'client', [1], n),
    admins: await signInMany(server.origin, 'admin', [1], n),
    developers: await signInMany(server.origin, 'developer', range(1, 10), n),
  };
  const known = new Set(Object.keys(appRouter._def.procedures));

  const rows: Row[] = [];
  for (const benchCase of CASES.filter((c) => !only || only.includes(c.name.toLowerCase()))) {
    const missing = benchCase.procedures.filter((p) => !known.has(p));
    if (missing.length > 0) {
      rows.push({ name: benchCase.name, note: `skipped: ${missing.join(', ')} does not exist yet` });
      continue;
    }
    const sessions = pools[benchCase.sessions];
    await checkAnswers(server.origin, sessions, benchCase.url);
    process.stdout.write(`${benchCase.name} … `);
    const result = await loadTest(server.origin, sessions, benchCase.url, settings);
    const bare = benchCase.bareUrl && (await loadTest(server.origin, sessions, benchCase.bareUrl, settings));
    console.log(`${result.requestsPerSecond.toFixed(0)} req/s`);
    if (bare) rows.push({ name: `${benchCase.name} (bare)`, result: bare });
    rows.push({ name: benchCase.name, result, bare: bare || undefined });
  }

  const liveSettings = { subscribers: Number(process.env.BENCH_LIVE_SUBSCRIBERS ?? 500), intervalMs: 100, seconds: Number(process.env.BENCH_LIVE_SECONDS ?? 20) };
  const live = !only || only.includes(LIVE_CASE) ? liveFanOutLine(await runLiveFanOut(server, liveSettings), liveSettings) : null;
  if (live) console.log(live);
  const memory = server.memory();
  const table = resultTable(rows);
  const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const section = [
    `${when}, ${machineLine()}; ${settings.connections} connections, ${settings.seconds} s per case after ${settings.warmupSeconds} s warm-up.`,
    '',
    table,
    '',
    `Server RSS after the run: ${memory.rssMiB.toFixed(0)} MiB (peak ${memory.peakMiB.toFixed(0)} MiB).`,
    ...(live ? ['', live] : []),
  ].join('\n');
  console.log(`\n${section}`);
  if (!only) writeResults(path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md'), database.label, section);
} finally {
  await server.stop();
}
