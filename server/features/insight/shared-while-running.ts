import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { perDatabase } from '@/db/per-database';

const runningOn = perDatabase(() => new Map<string, Promise<unknown>>());

/**
 * One run at a time of a read per database and key: callers that arrive while it runs share its
 * answer, so fifty admins opening the dashboard at once read the figures once, not fifty times.
 * Nothing is kept once it is done (the next caller reads anew), so an answer is at most one run
 * older than its request. The key names everything the answer depends on (the user, for a read
 * through an access rule).
 */
export function sharedWhileRunning<T>(db: Kysely<Database>, key: string, read: () => Promise<T>): Promise<T> {
  const reads = runningOn(db);
  const current = reads.get(key) as Promise<T> | undefined;
  if (current) return current;
  const started = read().finally(() => reads.delete(key));
  reads.set(key, started);
  return started;
}
