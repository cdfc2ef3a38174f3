import autocannon from 'autocannon';
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
}

type UrlFor = (session: BenchSession) => string;

/**
 * `connections` virtual users for `seconds` at a time; connection k holds session k (its cookie)
 * and requests that session's URL. The server works off what is still on its way before the next run.
 */
async function slice(origin: string, sessions: BenchSession[], urlFor: UrlFor, connections: number, seconds: number): Promise<LoadResult> {
  let next = 0;
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
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Two slices of equal length as one result: the mean rate, the higher p99, every error. */
function combined(first: LoadResult, second: LoadResult): LoadResult {
  return {
    requestsPerSecond: (first.requestsPerSecond + second.requestsPerSecond) / 2,
    p50: (first.p50 + second.p50) / 2,
    p99: Math.max(first.p99, second.p99),
    errors: first.errors + second.errors,
  };
}

/**
 * A case and its bare twin, each for `seconds` after its warm-up, in the order case, twin, twin,
 * case (half the time each). The machine's speed drifts over a run (other work on the host): one
 * after the other, a slow spell during either one moves the ratio by a fifth either way; in this
 * order a steady drift weighs on both alike.
 */
export async function pairedLoadTest(
  origin: string,
  sessions: BenchSession[],
  urls: { app: UrlFor; bare: UrlFor },
  settings: LoadSettings,
): Promise<{ result: LoadResult; bare: LoadResult }> {
  const { connections, seconds, warmupSeconds } = settings;
  const half = seconds / 2;
  if (warmupSeconds > 0) await slice(origin, sessions, urls.app, connections, warmupSeconds);
  const app1 = await slice(origin, sessions, urls.app, connections, half);
  if (warmupSeconds > 0) await slice(origin, sessions, urls.bare, connections, warmupSeconds);
  const bare1 = await slice(origin, sessions, urls.bare, connections, half);
  const bare2 = await slice(origin, sessions, urls.bare, connections, half);
  const app2 = await slice(origin, sessions, urls.app, connections, half);
  return { result: combined(app1, app2), bare: combined(bare1, bare2) };
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
