// `npm run bench`: the real server over HTTP on the agency at scale, on PostgreSQL with BENCH_DATABASE_URL, else PGlite. Case and
// bare twin take turns (bench/load.ts), then an open loop at BENCH_STEADY_RATE; a run of every case writes bench/RESULTS.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appRouter } from '@/server/routers/index';
import { IDLE_MEMORY_TICK_MS } from '@/server/app/idle-memory';
import { atProcedurePath } from '@/src/procedure-path';
import { CASES, type SessionPool } from './cases';
import { benchDatabase, ensureScaleData } from './database';
import { checkAnswers, drained, loadTestInTurns, type LoadSettings } from './load';
import { cpuTimes } from './cpu-time';
import { steadyLoad, type SteadySettings } from './open-loop';
import { machineLine, memoryLine, resultTable, startupLine, TARGETS, writeResults, type Row } from './report';
import { startServer } from './server-process';
import { LIVE_CASE, liveFanOutLine, runLiveFanOut } from './live-fanout';
import { signInMany, type BenchSession } from './sessions';
import { PHONE_CASE, phoneReport, runPhoneBench } from './phone';

const database = benchDatabase();
const postgres = database.label === 'PostgreSQL';
const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? TARGETS[database.label].connections),
  seconds: Number(process.env.BENCH_SECONDS ?? (postgres ? 10 : 5)),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? (postgres ? 3 : 2)),
};
const steady: SteadySettings = {
  rate: Number(process.env.BENCH_STEADY_RATE ?? 100),
  seconds: Number(process.env.BENCH_STEADY_SECONDS ?? 10),
  warmupSeconds: 1,
};
// Names are split at commas outside parentheses: "message thread (5,000)" is one case.
const only = process.env.BENCH_CASES?.split(/,(?![^(]*\))/).map((name) => name.trim().toLowerCase());
const range = (from: number, count: number) => Array.from({ length: count }, (_, k) => from + k);

async function runServerCases() {
  console.log(`database: ${database.label}`);
  await ensureScaleData(database.env);
  const server = await startServer(database.env);
  console.log(`server: Node ${server.node.version}; first 200 on /healthz ${server.startupMs} ms after the process started`);

  try {
    const n = settings.connections;
    // Client 1 owns the 5,000-message project; the dashboard and progress cases use clients 2…n+1.
    const pools: Record<SessionPool, BenchSession[]> = {
      clients: await signInMany(server.origin, 'client', range(2, n), n),
      hotThreadClient: await signInMany(server.origin, 'client', [1], n),
      admins: await signInMany(server.origin, 'admin', [1], n),
      developers: await signInMany(server.origin, 'developer', range(1, 10), n),
    };
    // A procedure is reached on the router as the browser names it: appRouter.admin.stats.get.
    const exists = (path: string) => atProcedurePath<unknown>(appRouter, path) !== undefined;

    const rows: Row[] = [];
    for (const benchCase of CASES.filter((c) => !only || only.includes(c.name.toLowerCase()))) {
      const missing = benchCase.procedures.filter((p) => !exists(p));
      if (missing.length > 0) {
        rows.push({ name: benchCase.name, note: `skipped: ${missing.join(', ')} does not exist yet` });
        continue;
      }
      const sessions = pools[benchCase.sessions];
      await checkAnswers(server.origin, sessions, benchCase.url);
      await checkAnswers(server.origin, sessions, benchCase.bareUrl);
      await checkAnswers(server.origin, sessions, benchCase.floorUrl);
      process.stdout.write(`${benchCase.name} … `);
      const urls = { app: benchCase.url, bare: benchCase.bareUrl, floor: benchCase.floorUrl };
      const { app: result, bare, floor: floorResult } = await loadTestInTurns(server.origin, sessions, urls, settings, () => cpuTimes(server.cpuMs, postgres));
      const steadyResult = await steadyLoad(server.origin, sessions, benchCase.url, steady);
      await drained(server.origin);
      console.log(
        `${result.requestsPerSecond.toFixed(0)} req/s (bare ${bare.requestsPerSecond.toFixed(0)}, floor ${floorResult.requestsPerSecond.toFixed(0)}), ` +
          `p99 ${result.p99} ms; at ${steady.rate}/s p99 ${steadyResult.p99} ms`,
      );
      rows.push({ name: benchCase.name, result, bare, floor: floorResult, steady: steadyResult });
    }

    const liveSettings = { subscribers: Number(process.env.BENCH_LIVE_SUBSCRIBERS ?? 500), intervalMs: 100, seconds: Number(process.env.BENCH_LIVE_SECONDS ?? 20) };
    const live = !only || only.includes(LIVE_CASE) ? liveFanOutLine(await runLiveFanOut(server, liveSettings), liveSettings) : null;
    if (live) console.log(live);
    // Read again once the server has been idle long enough to give back what the load left (server/app/idle-memory.ts).
    const busyRssMiB = server.memory().rssMiB;
    const restSeconds = (2 * IDLE_MEMORY_TICK_MS + 1_000) / 1_000;
    await new Promise((resolve) => setTimeout(resolve, restSeconds * 1_000));
    const memory = { ...server.memory(), binaryMiB: server.binaryMiB(), busyRssMiB, restSeconds };
    const held = (await fetch(`${server.origin}/bench/memory`).then((r) => r.json())) as NodeJS.MemoryUsage;
    const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const section = [
      `${when}, ${machineLine(server.node.version)}; ${settings.connections} connections, ${settings.seconds} s per case, bare twin and floor after ` +
        `${settings.warmupSeconds} s warm-up each, taking turns (A B C C B A A B C C B A); the steady load ${steady.seconds} s at ${steady.rate} req/s.`,
      '',
      resultTable(rows, database.label, steady.rate),
      '',
      memoryLine(database.label, memory, held),
      startupLine(database.label, server.startupMs),
      ...(live ? ['', live] : []),
    ].join('\n');
    console.log(`\n${section}`);
    if (!only) writeResults(path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md'), database.label, section);
  } finally {
    await server.stop();
  }
}

// The phone profile needs its own server (the production build on the demo seed): it runs after the
// server cases, or alone with BENCH_CASES=phone.
if (!only || only.some((name) => name !== PHONE_CASE)) await runServerCases();
if (!only || only.includes(PHONE_CASE)) console.log(`\n${phoneReport(await runPhoneBench())}`);
