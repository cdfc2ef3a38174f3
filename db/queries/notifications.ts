import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/types';
import {
  MERGE_WINDOW_MS,
  MERGING_KINDS,
  type NotificationKind,
  type NotificationParamsByKind,
} from '@/src/domain/notifications';
import type { Role } from '@/src/domain/statuses';
import { olderThan } from './keyset';
import { recordLiveEvents } from './live-events';

// `notify` runs inside the transaction of the action that causes it, so a notification exists exactly when its cause does;
// it also sends each recipient's open pages a live event.

type Db = Kysely<Database> | Transaction<Database>;

export interface NotificationRecipient {
  id: string;
  role: Role | null;
}

export interface NewNotification<K extends NotificationKind> {
  kind: K;
  recipients: readonly NotificationRecipient[];
  params: NotificationParamsByKind[K];
  /** The page to open, per recipient's role (a project's page differs for the client and the staff). */
  link: string | ((role: Role | null) => string);
  /** Who the sentence names: the author, the client, the complainant. */
  personId?: string | null;
  projectId?: string | null;
  /** The message, step, file, complaint or invoice it is about. */
  subjectId?: string | null;
}

/** Writes one notification per recipient (merging into an unread one of a merging kind) and signals their pages. */
export async function notify<K extends NotificationKind>(trx: Transaction<Database>, notification: NewNotification<K>): Promise<void> {
  const recipients = uniqueRecipients(notification.recipients);
  if (recipients.length === 0) return;
  const { kind, personId = null, projectId = null, subjectId = null } = notification;
  const signalled: string[] = [];
  for (const recipient of recipients) {
    const link = typeof notification.link === 'string' ? notification.link : notification.link(recipient.role);
    if (MERGING_KINDS.has(kind) && (await mergeIntoUnread(trx, { kind, recipientId: recipient.id, personId, projectId, params: notification.params }))) {
      signalled.push(recipient.id);
      continue;
    }
    await trx
      .insertInto('notifications')
      .values({ recipientId: recipient.id, kind, personId, projectId, subjectId, params: JSON.stringify(notification.params), link })
      .execute();
    signalled.push(recipient.id);
  }
  await recordLiveEvents(
    trx,
    signalled.map((recipientId) => ({ kind: 'notification', recipientId })),
  );
}

function uniqueRecipients(recipients: readonly NotificationRecipient[]): NotificationRecipient[] {
  const seen = new Map<string, NotificationRecipient>();
  for (const recipient of recipients) if (!seen.has(recipient.id)) seen.set(recipient.id, recipient);
  return [...seen.values()];
}

/** Counts one more into the recipient's unread notification of this kind, person and project from the last minutes. */
async function mergeIntoUnread(
  trx: Transaction<Database>,
  target: { kind: NotificationKind; recipientId: string; personId: string | null; projectId: string | null; params: object },
): Promise<boolean> {
  const merged = await trx
    .updateTable('notifications')
    .set({
      params: sql`jsonb_set(${sql.ref('params')}, '{count}', to_jsonb(coalesce((${sql.ref('params')}->>'count')::integer, 1) + 1))`,
      createdAt: sql`now()`,
    })
    .where('recipientId', '=', target.recipientId)
    .where('kind', '=', target.kind)
    .where('readAt', 'is', null)
    .where((eb) => (target.personId ? eb('personId', '=', target.personId) : eb('personId', 'is', null)))
    .where((eb) => (target.projectId ? eb('projectId', '=', target.projectId) : eb('projectId', 'is', null)))
    .where('createdAt', '>', sql<Date>`now() - (${MERGE_WINDOW_MS}::integer * interval '1 millisecond')`)
    .returning('id')
    .executeTakeFirst();
  return merged !== undefined;
}

// Who hears of what: the same people the mails go to (server/features/mails).

/** A project's client, and its staff side: the assigned developer, or every admin while nobody is assigned. */
export async function projectAudience(db: Db, projectId: string): Promise<{ client: NotificationRecipient; staff: NotificationRecipient[] } | undefined> {
  const project = await db.selectFrom('projects').select(['clientId', 'developerId']).where('id', '=', projectId).executeTakeFirst();
  if (!project) return undefined;
  const staff: NotificationRecipient[] = project.developerId ? [{ id: project.developerId, role: 'developer' }] : await adminRecipients(db);
  return { client: { id: project.clientId, role: 'client' }, staff };
}

export async function adminRecipients(db: Db): Promise<NotificationRecipient[]> {
  const rows = await db.selectFrom('userRoles').select('userId').where('role', '=', 'admin').execute();
  return rows.map((row) => ({ id: row.userId, role: 'admin' }));
}

/** One user as a recipient, with their role (null without one). */
export async function recipientWithRole(db: Db, userId: string): Promise<NotificationRecipient> {
  const row = await db.selectFrom('userRoles').select('role').where('userId', '=', userId).executeTakeFirst();
  return { id: userId, role: row?.role ?? null };
}

// The bell and its panel.

export interface NotificationItem {
  id: string;
  kind: string;
  params: unknown;
  link: string;
  readAt: Date | null;
  createdAt: Date;
  personName: string | null;
}

/** One page of the user's notifications, newest first (`before`: the oldest one shown). */
export async function listNotifications(db: Db, userId: string, page: { limit: number; before?: string | null }): Promise<NotificationItem[]> {
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('profiles as person', 'person.id', 'n.personId')
    .select(['n.id', 'n.kind', 'n.params', 'n.link', 'n.readAt', 'n.createdAt', 'person.fullName', 'person.email'])
    .where('n.recipientId', '=', userId);
  if (page.before) query = query.where(olderThan('notifications', 'n', page.before));
  const rows = await query.orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc').limit(page.limit).execute();
  return rows.map(({ fullName, email, ...row }) => ({ ...row, personName: fullName?.trim() || email || null }));
}

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('recipientId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one of the user's own notifications read; undefined when it is not theirs (or gone). */
export async function markNotificationRead(trx: Transaction<Database>, userId: string, notificationId: string, now: Date) {
  const row = await trx
    .updateTable('notifications')
    .set({ readAt: sql<Date>`coalesce(${sql.ref('readAt')}, ${now})` })
    .where('id', '=', notificationId)
    .where('recipientId', '=', userId)
    .returning(['id', 'readAt'])
    .executeTakeFirst();
  if (row) await recordLiveEvents(trx, [{ kind: 'notification', recipientId: userId }]);
  return row;
}

/** "Alles gelezen": every unread notification of the user; returns how many changed. */
export async function markAllNotificationsRead(trx: Transaction<Database>, userId: string, now: Date): Promise<number> {
  const result = await trx.updateTable('notifications').set({ readAt: now }).where('recipientId', '=', userId).where('readAt', 'is', null).executeTakeFirst();
  const changed = Number(result.numUpdatedRows);
  if (changed > 0) await recordLiveEvents(trx, [{ kind: 'notification', recipientId: userId }]);
  return changed;
}

/** A thread open on screen: the user's unread notifications of new messages in that project are read. */
export async function markThreadNotificationsRead(trx: Transaction<Database>, userId: string, projectId: string, now: Date): Promise<number> {
  const result = await trx
    .updateTable('notifications')
    .set({ readAt: now })
    .where('recipientId', '=', userId)
    .where('projectId', '=', projectId)
    .where('kind', '=', 'message_received')
    .where('readAt', 'is', null)
    .executeTakeFirst();
  const changed = Number(result.numUpdatedRows);
  if (changed > 0) await recordLiveEvents(trx, [{ kind: 'notification', recipientId: userId }]);
  return changed;
}
