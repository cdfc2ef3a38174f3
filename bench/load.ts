import autocannon from 'autocannon';
import { perRequest, type CpuTimes } from './cpu-time';
import type { BenchSession } from './sessions';

export interface LoadSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Socket errors, timeouts and non-2xx answers. */
  errors: number;
  /** Processor time per request asked, in ms (bench/cpu-time.ts). */
  cpu: CpuTimes;
}

type UrlFor = (session: BenchSession) => string;

interface Slice {
  requests: number;
  /** Answered and still on their way at the end: the server works them all off before the slice ends. */
  sent: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  cpu: { before: CpuTimes; after: CpuTimes };
}

/**
 * `connections` virtual users for `seconds` at a time; connection k holds session k (its cookie)
 * and requests that session's URL. The server works off what is still on its way before the next run.
 */
async function slice(origin: string, sessions: BenchSession[], urlFor: UrlFor, connections: number, seconds: number, readCpu: () => CpuTimes): Promise<Slice> {
  let next = 0;
  const before = readCpu();
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    setupClient: (client) => {
      const session = sessions[next++ % sessions.length]!;
      client.setRequests([{ method: 'GET', path: urlFor(session), headers: { cookie: session.cookie } }]);
    },
  });
  await drained(origin);
  return {
    requests: result.requests.total,
    sent: result.requests.sent,
    cpu: { before, after: readCpu() },
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Slices as one result: every request over all their time, the mean p50 (whole ms), the highest p99, every error. */
function combined(slices: Slice[]): LoadResult {
  const sum = (of: (slice: Slice) => number) => slices.reduce((total, slice) => total + of(slice), 0);
  return {
    cpu: perRequest(slices.map((slice) => slice.cpu), sum((slice) => slice.sent)),
    requestsPerSecond: sum((slice) => slice.requests) / sum((slice) => slice.seconds),
    p50: Math.round(sum((slice) => slice.p50) / slices.length),
    p99: Math.max(...slices.map((slice) => slice.p99)),
    errors: sum((slice) => slice.errors),
  };
}

/** The case (A), its bare twin (B) and its floor (C) take turns in this order, a quarter of `seconds` each. */
const TURNS = ['app', 'bare', 'floor', 'floor', 'bare', 'app', 'app', 'bare', 'floor', 'floor', 'bare', 'app'] as const;
type Side = (typeof TURNS)[number];

/**
 * Case, bare twin and floor take turns (A B C C B A …): the host's speed drifts, and run one after the other a slow spell moved the
 * ratio by a fifth either way; taking turns, it weighs on all three alike.
 */
export async function loadTestInTurns(
  origin: string,
  sessions: BenchSession[],
  urls: Record<Side, UrlFor>,
  settings: LoadSettings,
  readCpu: () => CpuTimes,
): Promise<Record<Side, LoadResult>> {
  const { connections, seconds, warmupSeconds } = settings;
  const turnSeconds = seconds / 4;
  const slices: Record<Side, Slice[]> = { app: [], bare: [], floor: [] };
  for (const side of ['app', 'bare', 'floor'] as const) {
    if (warmupSeconds > 0) await slice(origin, sessions, urls[side], connections, warmupSeconds, readCpu);
  }
  for (const side of TURNS) slices[side].push(await slice(origin, sessions, urls[side], connections, turnSeconds, readCpu));
  return { app: combined(slices.app), bare: combined(slices.bare), floor: combined(slices.floor) };
}

/**
 * autocannon stops without waiting for the answers still on their way; the server works them off
 * before the next run starts, or they would be timed against the next case.
 */
export async function drained(origin: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const started = performance.now();
    await fetch(`${origin}/healthz`).then((r) => r.text(), () => '');
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One request per session before the load: a case that answers an error is reported, not timed. */
export async function checkAnswers(origin: string, sessions: BenchSession[], urlFor: (session: BenchSession) => string) {
  const response = await fetch(`${origin}${urlFor(sessions[0]!)}`, { headers: { cookie: sessions[0]!.cookie } });
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
}
