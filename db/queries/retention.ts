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
  activityMs: number;
  invoiceActivityMs: number;
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
 * Removes everything past its period in the caller's transaction; returns the counts and the
 * storage keys of expired exports, to delete after the commit. The activity log's trigger lets
 * these deletes through only because this transaction states its cut-offs (app.retention).
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
  const mailBodies = count(
    await trx
      .updateTable('mailOutbox')
      .set({ bodyText: '' })
      .where('status', '=', 'sent')
      .where('sentAt', '<', before(now, retention.mailBodyMs))
      .where('bodyText', '<>', '')
      .executeTakeFirst(),
  );
  const notifications = count(await trx.deleteFrom('notifications').where('readAt', '<', before(now, retention.readNotificationMs)).executeTakeFirst());
  const expiredExports = await trx
    .deleteFrom('dataExports')
    .where((eb) => eb.or([eb('expiresAt', '<', now), eb('createdAt', '<', before(now, retention.exportMs))]))
    .returning('storageKey')
    .execute();

  const activityCutoff = before(now, retention.activityMs);
  const invoiceCutoff = before(now, retention.invoiceActivityMs);
  await sql`SELECT set_config('app.retention', 'on', true)`.execute(trx);
  await sql`SELECT set_config('app.activity_cutoff', ${activityCutoff.toISOString()}, true)`.execute(trx);
  await sql`SELECT set_config('app.activity_invoice_cutoff', ${invoiceCutoff.toISOString()}, true)`.execute(trx);
  const activity = count(
    await trx
      .deleteFrom('activityLog')
      .where((eb) =>
        eb.or([
          eb.and([eb('invoiceId', 'is', null), eb('createdAt', '<', activityCutoff)]),
          eb.and([eb('invoiceId', 'is not', null), eb('createdAt', '<', invoiceCutoff)]),
        ]),
      )
      .executeTakeFirst(),
  );
  await sql`SELECT set_config('app.retention', 'off', true)`.execute(trx);

  return {
    counts: { sessions, loginTokens: resets + emailTokens, rateLimits, mailBodies, notifications, exports: expiredExports.length, activity },
    exportKeys: expiredExports.flatMap((row) => (row.storageKey ? [row.storageKey] : [])),
  };
}
