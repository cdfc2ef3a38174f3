import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchSession } from './sessions';

// Open loop (open-loop-sender.mjs): requests leave at even intervals, timed from their planned start, so a server that falls behind
// shows its queue. Not autocannon's rate option: it sends each second's requests in one burst at the second's start.

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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const SENDER = fileURLToPath(new URL('./open-loop-sender.mjs', import.meta.url));

export async function steadyLoad(
  origin: string,
  sessions: BenchSession[],
  urlFor: (session: BenchSession) => string,
  settings: SteadySettings,
): Promise<SteadyResult> {
  const requests = sessions.map((session) => ({ path: urlFor(session), cookie: session.cookie }));
  const job = { origin, requests, rate: settings.rate, seconds: settings.seconds, warmupSeconds: settings.warmupSeconds };
  const sender = spawn(process.execPath, [SENDER], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  sender.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  // 'close', not 'exit': only then has all of its output been read.
  const exited = new Promise<number | null>((resolve, reject) => sender.on('error', reject).on('close', resolve));
  sender.stdin.end(JSON.stringify(job));
  const code = await exited;
  if (code !== 0) throw new Error(`the open loop's sender ended with code ${code}`);
  const { latencies, errors } = JSON.parse(output) as { latencies: number[]; errors: number };

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
