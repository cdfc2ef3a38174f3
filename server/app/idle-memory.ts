import { Session } from 'node:inspector';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { startRepeatingJob, type BackgroundTasks } from '@/server/services/background-tasks';

// V8 hands memory back only in a memory-reducing collection, and its own trigger for one never fires in a server at rest
// (docs/decisions/idle-memory.md). So when the event loop has been nearly idle for a while and the process has grown, the server asks.

/** How often the server looks; a look after a nearly idle stretch of this length may collect. */
export const IDLE_MEMORY_TICK_MS = 5_000;
/** The share of a stretch the event loop may have been busy and still count as idle. */
const IDLE_UTILIZATION = 0.05;
/** How far the resident set must have grown since the last collection before another is worth its pause. */
const GROWTH_BYTES = 32 * 2 ** 20;

/** A full, memory-reducing collection, as a debugger's "collect garbage" asks for it: V8 gives back its pooled and unused pages. */
export async function collectAllGarbage(): Promise<void> {
  const session = new Session();
  session.connect();
  try {
    await new Promise<void>((resolve, reject) => session.post('HeapProfiler.collectGarbage', (error) => (error ? reject(error) : resolve())));
  } finally {
    session.disconnect();
  }
}

export interface IdleMemoryOptions {
  tickMs?: number;
  collect?: () => Promise<void>;
  rss?: () => number;
}

/** Returns the memory a burst of work left behind once the server has been idle for a stretch, as a repeating job. Returns stop. */
export function returnMemoryWhenIdle(tasks: BackgroundTasks, log: FastifyBaseLogger, options: IdleMemoryOptions = {}): () => void {
  const { tickMs = IDLE_MEMORY_TICK_MS, collect = collectAllGarbage, rss = process.memoryUsage.rss } = options;
  let baseline = rss();
  let previous = performance.eventLoopUtilization();
  let unavailable = false;
  return startRepeatingJob(tasks, 'idle memory', tickMs, async () => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, previous).utilization;
    previous = now;
    const before = rss();
    if (unavailable || busy > IDLE_UTILIZATION || before < baseline + GROWTH_BYTES) return;
    const started = performance.now();
    try {
      await collect();
    } catch (error) {
      // Without an inspector in this Node build there is nothing to ask; the server runs on as V8 leaves it.
      unavailable = true;
      log.warn({ err: error }, 'idle: memory could not be returned');
      return;
    }
    baseline = rss();
    const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
    log.debug({ rssMiB: mib(before), afterMiB: mib(baseline), ms: Math.round(performance.now() - started) }, 'idle: memory returned');
  });
}
