import http from 'node:http';
import type { BenchSession } from './sessions';

// Open loop: requests leave at even intervals and are timed from their planned start, so a server that falls behind shows its queue.
// Not autocannon's rate option: it sends each second's requests in one burst at the second's start, which measures the burst.

export interface SteadySettings {
  /** Requests per second, evenly spaced. */
  rate: number;
  seconds: number;
  warmupSeconds: number;
}

export interface SteadyResult {
  rate: number;
  p50: number;
  p99: number;
  max: number;
  /** Socket errors, timeouts and non-2xx answers. */
  errors: number;
}

const TIMEOUT_MS = 10_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function steadyLoad(
  origin: string,
  sessions: BenchSession[],
  urlFor: (session: BenchSession) => string,
  settings: SteadySettings,
): Promise<SteadyResult> {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const interval = 1000 / settings.rate;
  const total = Math.round((settings.warmupSeconds + settings.seconds) * settings.rate);
  const warmup = Math.round(settings.warmupSeconds * settings.rate);
  const latencies: number[] = [];
  let errors = 0;
  let pending = 0;
  let allSent = false;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));

  const record = (index: number, planned: number, ok: boolean) => {
    if (index >= warmup) {
      if (ok) latencies.push(performance.now() - planned);
      else errors += 1;
    }
    pending -= 1;
    if (allSent && pending === 0) finish();
  };

  const send = (index: number, planned: number) => {
    const session = sessions[index % sessions.length]!;
    pending += 1;
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      record(index, planned, ok);
    };
    const request = http.get({ agent, hostname, port, path: urlFor(session), headers: { cookie: session.cookie } }, (response) => {
      response.resume();
      response.on('end', () => settle(response.statusCode === 200));
      response.on('error', () => settle(false));
    });
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', () => settle(false));
  };

  const start = performance.now() + 10;
  let next = 0;
  // Each tick sends every request whose planned moment has come, so a late timer never thins the load.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        send(next, start + next * interval);
        next += 1;
      }
      if (next >= total) return resolve();
      setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
  allSent = true;
  if (pending > 0) await done;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rate: settings.rate,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? Number.NaN),
    errors,
  };
}
