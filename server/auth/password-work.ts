// Argon2 costs tens of milliseconds of a core and 19 MiB each: unbounded, a burst of logins or registrations fills every core and the
// memory, so at most two run at once, a few wait their turn, and the rest are refused at once.

export const PASSWORD_WORK_CONCURRENCY = 2;
export const PASSWORD_WORK_MAX_WAITING = 8;
/** What a refused caller is told to wait (Retry-After): the queue is empty again well within it. */
export const PASSWORD_WORK_RETRY_AFTER_SECONDS = 2;

/** The password work is full: answer 429 with Retry-After. */
export class PasswordWorkBusyError extends Error {
  readonly retryAfterSeconds = PASSWORD_WORK_RETRY_AFTER_SECONDS;
  constructor() {
    super('password hashing is at capacity');
    this.name = 'PasswordWorkBusyError';
  }
}

export function passwordWorkQueue(concurrency = PASSWORD_WORK_CONCURRENCY, maxWaiting = PASSWORD_WORK_MAX_WAITING) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const stats = { started: 0, peakRunning: 0, refused: 0 };

  /** A finished run hands its slot straight to the next in line, so nobody can slip in between. */
  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    stats,
    /** Runs `work` when a slot is free; rejects with PasswordWorkBusyError when too many already wait. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) {
          stats.refused++;
          throw new PasswordWorkBusyError();
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      stats.started++;
      stats.peakRunning = Math.max(stats.peakRunning, running);
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
