import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up the answer: a reset mail for a known address has to leave no trace in
 * how long the request took. Shutdown (and a test) waits for what is still running.
 */
export interface BackgroundTasks {
  run(name: string, work: () => Promise<void>): void;
  /** Resolves when every task started so far has finished. */
  settled(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/**
 * An in-process job: a run now and every `intervalMs`, each a background task; a run never overlaps
 * the previous one. Returns stop.
 */
export function startRepeatingJob(tasks: BackgroundTasks, name: string, intervalMs: number, work: () => Promise<void>): () => void {
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    tasks.run(name, async () => {
      try {
        await work();
      } finally {
        busy = false;
      }
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
