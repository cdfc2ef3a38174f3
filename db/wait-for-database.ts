import type { DbHandle } from './create-db';
import { isDatabaseUnavailable } from './connection-errors';

export interface WaitForDatabaseOptions {
  /** Give up after this long (start-up with `docker compose up` needs up to a minute). */
  timeoutMs: number;
  /** Where the database is, for the message; never the password. */
  describe: string;
  /** Called once, at the first failed try, so the log says what the process is waiting for. */
  onWaiting?: (error: unknown) => void;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

export class DatabaseUnreachableError extends Error {
  constructor(where: string, seconds: number, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Database niet bereikbaar (database unreachable) op ${where} na ${seconds} s: ${reason}`, { cause });
    this.name = 'DatabaseUnreachableError';
  }
}

/**
 * Pings until the database answers, with doubling pauses, for at most `timeoutMs`. An error that
 * waiting cannot fix (a wrong password, a missing database) is thrown at once.
 */
export async function waitForDatabase(handle: Pick<DbHandle, 'ping'>, options: WaitForDatabaseOptions): Promise<void> {
  const started = Date.now();
  let delay = options.firstDelayMs ?? 250;
  for (let attempt = 1; ; attempt++) {
    try {
      await handle.ping();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const left = options.timeoutMs - (Date.now() - started);
      if (left <= 0) throw new DatabaseUnreachableError(options.describe, Math.round(options.timeoutMs / 1000), error);
      if (attempt === 1) options.onWaiting?.(error);
      await new Promise((resolve) => setTimeout(resolve, Math.min(delay, left)));
      delay = Math.min(delay * 2, options.maxDelayMs ?? 5_000);
    }
  }
}

/** host:port/database of a connection URL, for log lines. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
