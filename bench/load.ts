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

/**
 * `connections` virtual users for `seconds` after a warm-up at the same load; connection k holds
 * session k (its cookie) and requests that session's URL.
 */
export async function loadTest(
  origin: string,
  sessions: BenchSession[],
  urlFor: (session: BenchSession) => string,
  settings: LoadSettings,
): Promise<LoadResult> {
  const run = async (duration: number) => {
    let next = 0;
    return autocannon({
      url: origin,
      connections: settings.connections,
      duration,
      setupClient: (client) => {
        const session = sessions[next++ % sessions.length]!;
        client.setRequests([{ method: 'GET', path: urlFor(session), headers: { cookie: session.cookie } }]);
      },
    });
  };
  if (settings.warmupSeconds > 0) {
    await run(settings.warmupSeconds);
    await drained(origin);
  }
  const result = await run(settings.seconds);
  await drained(origin);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
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
