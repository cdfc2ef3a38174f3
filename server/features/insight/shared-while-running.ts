import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { perDatabase } from '@/db/per-database';

const runningOn = perDatabase(() => new Map<string, Promise<unknown>>());

/**
 * Fifty admins opening the dashboard at once read the figures once; nothing is kept afterwards, so an answer is at most one run
 * older than its request. The key must name everything the answer depends on (the user, for a read through an access rule).
 */
export function sharedWhileRunning<T>(db: Kysely<Database>, key: string, read: () => Promise<T>): Promise<T> {
  const reads = runningOn(db);
  const current = reads.get(key) as Promise<T> | undefined;
  if (current) return current;
  const started = read().finally(() => reads.delete(key));
  reads.set(key, started);
  return started;
}
