import type { Kysely } from 'kysely';
import type { Database } from './types';
import { perDatabase } from './per-database';

const runningOn = perDatabase(() => new Map<string, Promise<unknown>>());

/**
 * Callers of an aggregate at the same moment share one reading of it, kept no longer (docs/decisions/aggregates-read-once-at-a-time.md).
 * The key names everything the answer depends on: the user, for a read through an access rule.
 */
export function sharedWhileRunning<T>(db: Kysely<Database>, key: string, read: () => Promise<T>): Promise<T> {
  const reads = runningOn(db);
  const current = reads.get(key) as Promise<T> | undefined;
  if (current) return current;
  const started = read().finally(() => reads.delete(key));
  reads.set(key, started);
  return started;
}
