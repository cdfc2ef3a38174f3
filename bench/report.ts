import fs from 'node:fs';
import os from 'node:os';
import type { CpuTimes } from './cpu-time';
import type { LoadResult } from './load';
import type { SteadyResult } from './open-loop';

// The one table `npm run bench` prints and writes to bench/RESULTS.md.

export interface Row {
  name: string;
  result?: LoadResult;
  /** The bare twin's result, for the ratio. */
  bare?: LoadResult;
  /** The case's answer without its SQL (bench/floor-routes.ts): what the server, session and tRPC cost alone. */
  floor?: LoadResult;
  /** Latency at a steady rate (open loop). */
  steady?: SteadyResult;
  note?: string;
}

export type DatabaseLabel = 'PostgreSQL' | 'PGlite';

/**
 * Targets on the 2-core machine with the load generator beside the server. PostgreSQL: req/s at 50 connections and p99 at a steady
 * 100/s (the bare-twin ratio is reported, not a target); PGlite (the embedded default): req/s and p99 at 10 connections.
 */
export interface Targets {
  connections: number;
  minRequestsPerSecond: number;
  minRatio?: number;
  maxP99?: number;
  maxSteadyP99?: number;
  maxRssMiB?: number;
  /** From starting the server process to its first 200 on /healthz, everything built and migrated. */
  maxStartupMs: number;
}

export const TARGETS: Record<DatabaseLabel, Targets> = {
  PostgreSQL: { connections: 50, minRequestsPerSecond: 300, maxSteadyP99: 25, maxRssMiB: 200, maxStartupMs: 2000 },
  PGlite: { connections: 10, minRequestsPerSecond: 150, maxP99: 100, maxStartupMs: 2000 },
};

export function targetLine(label: DatabaseLabel): string {
  const t = TARGETS[label];
  const parts = [`≥ ${t.minRequestsPerSecond} req/s at ${t.connections} connections`];
  if (t.minRatio !== undefined) parts.push(`≥ ${t.minRatio} × the bare twin's req/s`);
  if (t.maxP99 !== undefined) parts.push(`p99 ≤ ${t.maxP99} ms at ${t.connections} connections`);
  if (t.maxSteadyP99 !== undefined) parts.push(`p99 ≤ ${t.maxSteadyP99} ms at a steady 100 req/s`);
  parts.push('no errors');
  if (t.maxRssMiB !== undefined) parts.push(`server RSS ≤ ${t.maxRssMiB} MB after the run`);
  parts.push(`the first 200 on /healthz within ${t.maxStartupMs / 1000} s of starting`);
  return `Targets on ${label}: ${parts.join(', ')}.`;
}

function misses(row: Row, targets: Targets): string[] {
  const r = row.result;
  if (!r) return [];
  const missed: string[] = [];
  if (r.errors > 0 || (row.steady?.errors ?? 0) > 0) missed.push('errors');
  if (r.requestsPerSecond < targets.minRequestsPerSecond) missed.push('req/s');
  if (targets.maxP99 !== undefined && r.p99 > targets.maxP99) missed.push('p99');
  if (targets.minRatio !== undefined && row.bare && !(r.requestsPerSecond / row.bare.requestsPerSecond >= targets.minRatio)) missed.push('ratio');
  if (targets.maxSteadyP99 !== undefined && row.steady && !(row.steady.p99 <= targets.maxSteadyP99)) missed.push('steady p99');
  return missed;
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : String(value));

/** "server / database / load generator (the req/s their sum leaves room for on this machine's cores)". */
function cpuCell({ server, database, generator }: CpuTimes): string {
  const sum = server + (database ?? 0) + generator;
  const cap = sum > 0 ? ` (${Math.round((os.cpus().length * 1000) / sum)})` : '';
  return `${server.toFixed(1)} / ${database === null ? '–' : database.toFixed(1)} / ${generator.toFixed(1)}${cap}`;
}

export function resultTable(rows: Row[], label: DatabaseLabel, steadyRate: number): string {
  const targets = TARGETS[label];
  const lines = [
    `| case | req/s | p50 ms | p99 ms | errors | bare req/s | ratio to bare | floor req/s | CPU ms per request | p50 / p99 ms at ${steadyRate}/s | target |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    const r = row.result;
    if (!r) {
      lines.push(`| ${row.name} | – | – | – | – | – | – | – | – | – | ${row.note ?? 'skipped'} |`);
      continue;
    }
    const bare = row.bare ? row.bare.requestsPerSecond.toFixed(0) : '';
    const ratio = row.bare?.requestsPerSecond ? (r.requestsPerSecond / row.bare.requestsPerSecond).toFixed(2) : '';
    const floor = row.floor ? row.floor.requestsPerSecond.toFixed(0) : '';
    const steady = row.steady ? `${ms(row.steady.p50)} / ${ms(row.steady.p99)}` : '';
    const missed = misses(row, targets);
    const verdict = missed.length ? `**missed: ${missed.join(', ')}**` : 'met';
    lines.push(`| ${row.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${bare} | ${ratio} | ${floor} | ${cpuCell(r.cpu)} | ${steady} | ${verdict} |`);
  }
  return lines.join('\n');
}

/** `memory` is read once the server has been idle for a while (server/app/idle-memory.ts); `busyRssMiB` right after the last request. */
export function memoryLine(
  label: DatabaseLabel,
  memory: { rssMiB: number; peakMiB: number; binaryMiB: number; busyRssMiB: number; restSeconds: number },
  held: NodeJS.MemoryUsage,
): string {
  const limit = TARGETS[label].maxRssMiB;
  const verdict = limit === undefined ? '' : memory.rssMiB * 1.048576 <= limit ? ' (met)' : ` (**missed: over ${limit} MB**)`;
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  return (
    `Server RSS after the run, ${memory.restSeconds} s at rest: ${memory.rssMiB.toFixed(0)} MiB${verdict}; right after the last request ` +
    `${memory.busyRssMiB.toFixed(0)} MiB, at its peak ${memory.peakMiB.toFixed(0)} MiB. At rest, of it the Node ` +
    `binary's own pages ${memory.binaryMiB.toFixed(0)} MiB, the main thread's JavaScript heap ${mib(held.heapUsed)} used of ` +
    `${mib(held.heapTotal)}, buffers outside it ${mib(held.external)}` +
    `${label === 'PGlite' ? '; the rest is mostly the embedded database (PGlite: WebAssembly memory and its compiled code)' : ''}.`
  );
}

export function startupLine(label: DatabaseLabel, startupMs: number): string {
  const limit = TARGETS[label].maxStartupMs;
  const verdict = startupMs <= limit ? 'met' : `**missed: over ${limit / 1000} s**`;
  return `First 200 on /healthz ${startupMs} ms after the server process started (migrated database; ${verdict}).`;
}

export function machineLine(serverNodeVersion: string): string {
  const cpus = os.cpus();
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  const nodes = serverNodeVersion === process.version ? `Node ${process.version}` : `the server on Node ${serverNodeVersion}, the load generator on Node ${process.version}`;
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${nodes}, load average ${load} (1 / 5 / 15 min) at the end`;
}

/** Replaces this database's section of bench/RESULTS.md, keeping the other database's. */
export function writeResults(file: string, database: DatabaseLabel, section: string): void {
  const heading = `## ${database}`;
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const sections = new Map<string, string>();
  for (const part of old.split(/^(?=## )/m).filter((p) => p.startsWith('## '))) sections.set(part.split('\n')[0]!, part.trimEnd());
  sections.set(heading, `${heading}\n\n${section.trimEnd()}`);
  const intro = [
    '# Load benchmark results',
    '',
    'Written by `npm run bench` (bench/run.ts) on the data of `npm run bench:seed` (bench/scale-data.ts): the',
    "compiled server as production runs it, on the production image's Node line (bench/server-node.ts), the load",
    'generator on the same machine. Every case is',
    'measured four ways: closed loop (autocannon, one session per connection); its bare twin the same way',
    '(the same SQL through the same pool without tRPC, session or zod; bench/bare-routes.ts); its floor the',
    "same way (the case's own answer, kept from its first call, through Fastify, tRPC, the session and",
    "superjson without the screen's SQL; bench/floor-routes.ts); and an open loop at a steady rate (requests",
    'at even intervals, each timed from its planned send time, sent from a process of their own). Case, twin and floor take turns',
    "(A B C C B A A B C C B A), so a drift in the machine's speed weighs on all three alike. CPU ms per request is the",
    'processor time the server, PostgreSQL and the load generator spent per request of the closed loop (bench/cpu-time.ts);',
    "in brackets, the req/s at which their sum fills the machine's cores.",
    '',
    targetLine('PostgreSQL'),
    targetLine('PGlite'),
  ].join('\n');
  fs.writeFileSync(file, `${intro}\n\n${[...sections.values()].join('\n\n')}\n`);
}
