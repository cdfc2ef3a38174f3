// `npm run bench`, "live fan-out": 500 streams on one thread, a message every 100 ms; time from send to the 500th arrival, and RSS
// against the same server without streams. Targets on PostgreSQL: p99 ≤ 200 ms, at most 150 MB more RSS.
import { setMaxListeners } from 'node:events';
import http from 'node:http';
import { trpcInput, trpcQueryString } from '@/server/testing/trpc-http';
import { scaleId } from './ids';
import type { ServerProcess } from './server-process';
import { signInMany, type BenchSession } from './sessions';

export const LIVE_CASE = 'live fan-out';

export interface LiveFanOutSettings {
  subscribers: number;
  intervalMs: number;
  seconds: number;
}

export interface LiveFanOutResult {
  subscribers: number;
  messages: number;
  /** Messages that did not reach every subscriber within 5 s. */
  missed: number;
  p50: number;
  p99: number;
  /** The send itself: until the server answered the mutation. */
  sendP50: number;
  /** The server's processor time per message sent, from the first send until every stream had the last. */
  cpuMsPerMessage: number;
  rssWithoutMiB: number;
  rssWithMiB: number;
}

const MARKER = /live-bench (\d+)\b/g;
const OPEN_TIMEOUT_MS = 30_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * node:http rather than fetch: all 500 streams share this process, and fetch's web streams cost it more per chunk than the server
 * spends sending, so the last stream's time would be this process's queue, not the server's.
 */
function openStream(origin: string, session: BenchSession, projectId: string, arrived: (n: number, at: number) => void, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/trpc/live.events?${trpcQueryString({ projectId })}`, {
      headers: { cookie: session.cookie, accept: 'text/event-stream' },
      agent: false,
      signal,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`live stream refused: HTTP ${response.statusCode}`));
      response.setEncoding('utf8');
      const seen = new Set<number>();
      let carry = '';
      let opened = false;
      response.on('error', () => {});
      response.on('data', (chunk: string) => {
        const at = performance.now();
        // The first chunk is the stream's "connected" event.
        if (!opened) {
          opened = true;
          return resolve();
        }
        const text = carry + chunk;
        for (const match of text.matchAll(MARKER)) {
          const n = Number(match[1]);
          if (seen.has(n)) continue;
          seen.add(n);
          arrived(n, at);
        }
        // A marker cut between two chunks is read again with the next one (it is short); `seen` counts it once.
        carry = text.slice(-24);
      });
    });
  });
}

export async function runLiveFanOut(server: ServerProcess, settings: LiveFanOutSettings): Promise<LiveFanOutResult> {
  const { origin } = server;
  // Project 1 belongs to client 1 (bench/scale-data.ts); admins see it too. The sender is client 1.
  const projectId = scaleId('project', 1);
  const half = Math.floor(settings.subscribers / 2);
  const sessions = [
    ...(await signInMany(origin, 'client', [1], half)),
    ...(await signInMany(origin, 'admin', [1], settings.subscribers - half)),
  ];
  const [sender] = await signInMany(origin, 'client', [1], 1);

  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rssWithoutMiB = server.memory().rssMiB;

  const received = new Map<number, { count: number; last: number }>();
  const sentAt = new Map<number, number>();
  const answered: number[] = [];
  const controller = new AbortController();
  // Every stream listens to this one signal, so that ending the run closes them all.
  setMaxListeners(sessions.length + 1, controller.signal);
  const arrived = (n: number, at: number) => {
    const entry = received.get(n) ?? { count: 0, last: 0 };
    entry.count += 1;
    entry.last = Math.max(entry.last, at);
    received.set(n, entry);
  };
  // Opened 25 at a time, as browsers arrive; the measurement starts once all 500 are open.
  const opening = (async () => {
    for (let start = 0; start < sessions.length; start += 25) {
      await Promise.all(sessions.slice(start, start + 25).map((session) => openStream(origin, session, projectId, arrived, controller.signal)));
    }
  })();
  await Promise.race([opening, new Promise((_, reject) => setTimeout(() => reject(new Error('streams did not open in time')), OPEN_TIMEOUT_MS))]);
  // Past the first session checks (spread over 4 s), as a steady state.
  await new Promise((resolve) => setTimeout(resolve, 5_000));

  const total = Math.round((settings.seconds * 1000) / settings.intervalMs);
  let rssWithMiB = server.memory().rssMiB;
  const sampler = setInterval(() => (rssWithMiB = Math.max(rssWithMiB, server.memory().rssMiB)), 250);
  const cpuBefore = server.cpuMs();
  let cpuAfter: number;
  try {
    for (let n = 1; n <= total; n++) {
      const tick = performance.now();
      sentAt.set(n, tick);
      void fetch(`${origin}/trpc/project.messages.send`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', cookie: sender!.cookie },
        body: JSON.stringify(trpcInput({ projectId, message: `live-bench ${n}` })),
      })
        .then((r) => r.arrayBuffer())
        .then(() => answered.push(performance.now() - tick));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, settings.intervalMs - (performance.now() - tick))));
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    cpuAfter = server.cpuMs();
  } finally {
    clearInterval(sampler);
    controller.abort();
  }

  const latencies: number[] = [];
  let missed = 0;
  for (const [n, at] of sentAt) {
    const entry = received.get(n);
    if (!entry || entry.count < sessions.length) missed += 1;
    else latencies.push(entry.last - at);
  }
  latencies.sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  return {
    sendP50: Math.round(percentile(answered, 50)),
    cpuMsPerMessage: Math.round((cpuAfter - cpuBefore) / sentAt.size),
    subscribers: sessions.length,
    messages: sentAt.size,
    missed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    rssWithoutMiB,
    rssWithMiB,
  };
}

export function liveFanOutLine(result: LiveFanOutResult, settings: LiveFanOutSettings): string {
  const extra = result.rssWithMiB - result.rssWithoutMiB;
  const met = result.missed === 0 && result.p99 <= 200 && extra <= 150;
  return [
    `Live fan-out: ${result.subscribers} open streams on one project, a message every ${settings.intervalMs} ms for ${settings.seconds} s (${result.messages} messages, ${result.missed} not received by all).`,
    `Send → last subscriber: p50 ${result.p50} ms, p99 ${result.p99} ms (target p99 ≤ 200 ms); the send itself answered in ${result.sendP50} ms (p50); the server used ${result.cpuMsPerMessage} ms of processor time per message.`,
    `Server RSS ${result.rssWithoutMiB.toFixed(0)} MiB before the streams, at most ${result.rssWithMiB.toFixed(0)} MiB with them: ${extra < 0 ? '−' : '+'}${Math.abs(extra).toFixed(0)} MiB (target ≤ 150 MiB). ${met ? 'Targets met.' : 'Targets missed.'}`,
  ].join('\n');
}
