import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';

// Rate-limit counters shared by every instance on the database. Each decision is one atomic
// statement (an upsert), so concurrent requests, here or on another instance, never both slip through.

export interface WindowCount {
  hits: number;
  resetsAt: Date;
}

/** Adds `cost` hits to the key's fixed window (a new window once the old one has ended) and returns the total. */
export async function countHits(
  db: Kysely<Database>,
  input: { key: string; windowMs: number; cost?: number; now?: Date },
): Promise<WindowCount> {
  const now = input.now ?? new Date();
  const cost = input.cost ?? 1;
  const resetsAt = new Date(now.getTime() + input.windowMs);
  const ended = sql<boolean>`rate_limits.resets_at <= ${now}::timestamptz`;
  return db
    .insertInto('rateLimits')
    .values({ key: input.key, hits: cost, resetsAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql`CASE WHEN ${ended} THEN ${cost}::int ELSE rate_limits.hits + ${cost}::int END`,
        resetsAt: sql`CASE WHEN ${ended} THEN ${resetsAt}::timestamptz ELSE rate_limits.resets_at END`,
      }),
    )
    .returning(['hits', 'resetsAt'])
    .executeTakeFirstOrThrow();
}

/** Counts one more under the key and says whether it stays within `max` for the window. */
export async function withinLimit(
  db: Kysely<Database>,
  input: { key: string; max: number; windowMs: number; now?: Date },
): Promise<{ allowed: boolean; resetsAt: Date }> {
  const { hits, resetsAt } = await countHits(db, input);
  return { allowed: hits <= input.max, resetsAt };
}

export interface BackoffPolicy {
  /** Attempts before any waiting starts. */
  freeAttempts: number;
  /** The wait after the first attempt beyond the free ones; it doubles with each further attempt. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key without attempts for this long starts over. */
  forgetAfterMs: number;
}

/** How long an attempt blocks the next one, given how many attempts (this one included) were made. */
export function backoffDelayMs(policy: BackoffPolicy, attempts: number): number {
  if (attempts <= policy.freeAttempts) return 0;
  const doublings = Math.min(attempts - policy.freeAttempts - 1, 30);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

export type Reservation = { allowed: true; attempts: number } | { allowed: false; retryAt: Date };

/**
 * Takes one attempt under the key, or refuses while an earlier attempt still blocks it. Taken
 * before the work it guards: a success clears the key (clearAttempts), a failure leaves it counted.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  input: { key: string; policy: BackoffPolicy; now?: Date },
): Promise<Reservation> {
  const { key, policy } = input;
  const now = input.now ?? new Date();
  const forgetAt = new Date(now.getTime() + policy.forgetAfterMs);
  const attempts = sql<number>`CASE WHEN rate_limits.resets_at <= ${now}::timestamptz THEN 1 ELSE rate_limits.hits + 1 END`;
  const delayMs = sql<number>`CASE WHEN ${attempts} <= ${policy.freeAttempts}::int THEN 0
    ELSE least(${policy.firstDelayMs}::float8 * power(2, least(${attempts} - ${policy.freeAttempts}::int - 1, 30)), ${policy.maxDelayMs}::float8) END`;
  const firstBlock = backoffDelayMs(policy, 1);
  const row = await db
    .insertInto('rateLimits')
    .values({ key, hits: 1, resetsAt: forgetAt, blockedUntil: firstBlock > 0 ? new Date(now.getTime() + firstBlock) : null })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          hits: attempts,
          resetsAt: forgetAt,
          blockedUntil: sql`CASE WHEN ${delayMs} = 0 THEN NULL ELSE ${now}::timestamptz + ${delayMs} * interval '1 millisecond' END`,
        })
        .where((eb) => eb.or([eb('rateLimits.blockedUntil', 'is', null), eb('rateLimits.blockedUntil', '<=', now)])),
    )
    .returning('hits')
    .executeTakeFirst();
  if (row) return { allowed: true, attempts: row.hits };
  const blocked = await db.selectFrom('rateLimits').select('blockedUntil').where('key', '=', key).executeTakeFirst();
  return { allowed: false, retryAt: blocked?.blockedUntil ?? now };
}

export async function clearAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

/** Removes counters that no longer limit anything. */
export async function deleteExpiredRateLimits(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom('rateLimits')
    .where('resetsAt', '<=', now)
    .where((eb) => eb.or([eb('blockedUntil', 'is', null), eb('blockedUntil', '<=', now)]))
    .execute();
}
