import { sql, type Transaction } from 'kysely';
import type { Database } from '@/db/types';

/** How long what the retention job cleans up is kept, in milliseconds. */
export interface RetentionPeriods {
  /** Sessions, verification and reset links past their expiry. */
  expiredLoginMs: number;
  /** The body of a sent mail; the row (to, subject, when) stays. */
  mailBodyMs: number;
  readNotificationMs: number;
  /** A data export's ZIP and its download link. */
  exportMs: number;
}

/** What one retention run removed or cleared, per kind. */
export interface RetentionCounts {
  sessions: number;
  loginTokens: number;
  rateLimits: number;
  mailBodies: number;
  notifications: number;
  exports: number;
  activity: number;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);
const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) => Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0n);

/**
 * Purges the activity log past its period (2 years; invoice rows 7) through the one function allowed to delete from it: it runs as
 * the log's owner and reads its own clock, so no caller chooses what is old enough (migration 20261129_0303).
 */
export async function purgeActivityLog(trx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ removed: number }>`SELECT purge_activity_log() AS removed`.execute(trx);
  return Number(rows[0]?.removed ?? 0);
}

/**
 * Removes everything past its period in the caller's transaction; returns the counts and the
 * storage keys of expired exports, to delete after the commit.
 */
export async function purgeExpired(trx: Transaction<Database>, retention: RetentionPeriods, now: Date): Promise<{ counts: RetentionCounts; exportKeys: string[] }> {
  const loginCutoff = before(now, retention.expiredLoginMs);
  const sessions = count(await trx.deleteFrom('sessions').where('expiresAt', '<', loginCutoff).executeTakeFirst());
  const resets = count(await trx.deleteFrom('passwordResetTokens').where('expiresAt', '<', loginCutoff).executeTakeFirst());
  const emailTokens = count(await trx.deleteFrom('emailTokens').where('expiresAt', '<', loginCutoff).executeTakeFirst());
  const rateLimits = count(
    await trx
      .deleteFrom('rateLimits')
      .where('resetsAt', '<=', now)
      .where((eb) => eb.or([eb('blockedUntil', 'is', null), eb('blockedUntil', '<=', now)]))
      .executeTakeFirst(),
  );
  // Sent mail from when it went; stored mail (no SMTP) from when it was kept.
  const mailCutoff = before(now, retention.mailBodyMs);
  const mailBodies = count(
    await trx
      .updateTable('mailOutbox')
      .set({ bodyText: '' })
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'sent'), eb('sentAt', '<', mailCutoff)]),
          eb.and([eb('status', '=', 'stored'), eb('createdAt', '<', mailCutoff)]),
        ]),
      )
      .where('bodyText', '<>', '')
      .executeTakeFirst(),
  );
  const notifications = count(await trx.deleteFrom('notifications').where('readAt', '<', before(now, retention.readNotificationMs)).executeTakeFirst());
  const expiredExports = await trx
    .deleteFrom('dataExports')
    .where((eb) => eb.or([eb('expiresAt', '<', now), eb('createdAt', '<', before(now, retention.exportMs))]))
    .returning('storageKey')
    .execute();

  const activity = await purgeActivityLog(trx);

  return {
    counts: { sessions, loginTokens: resets + emailTokens, rateLimits, mailBodies, notifications, exports: expiredExports.length, activity },
    exportKeys: expiredExports.flatMap((row) => (row.storageKey ? [row.storageKey] : [])),
  };
}
