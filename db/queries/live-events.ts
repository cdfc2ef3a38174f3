import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { LIVE_EVENT_KINDS, LIVE_EVENT_RETENTION_HOURS, type LiveEventKind } from '@/src/domain/live-events';
import { projectsVisibleTo, type Actor } from './projects';

// Written in the change's transaction, so the NOTIFY reaches every instance only when it commits. The payload carries ids and
// kind, never content (PostgreSQL's limit is 8000 bytes; this stays under 250), so a listener needs no query to know what changed.

type Db = Kysely<Database> | Transaction<Database>;

/** The channel every instance LISTENs on. */
export const LIVE_EVENTS_CHANNEL = 'kp_live_events';

export interface LiveEventRow {
  id: number;
  kind: LiveEventKind;
  projectId: string | null;
  recipientId: string | null;
  subjectId: string | null;
  createdAt: Date;
}

const COLUMNS = ['id', 'kind', 'projectId', 'recipientId', 'subjectId', 'createdAt'] as const;

export interface NewLiveEvent {
  kind: LiveEventKind;
  projectId?: string | null;
  recipientId?: string | null;
  subjectId?: string | null;
}

/** Records events and announces them, in one statement (pass the action's transaction). */
export async function recordLiveEvents(db: Db, events: readonly NewLiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => sql`(${event.kind}, ${event.projectId ?? null}::uuid, ${event.recipientId ?? null}::uuid, ${event.subjectId ?? null}::uuid)`);
  await sql`
    WITH inserted AS (
      INSERT INTO live_events (kind, project_id, recipient_id, subject_id) VALUES ${sql.join(rows)}
      RETURNING id, kind, project_id, recipient_id, subject_id, created_at
    )
    SELECT pg_notify(
      ${LIVE_EVENTS_CHANNEL},
      json_build_object('id', id, 'kind', kind, 'projectId', project_id, 'recipientId', recipient_id, 'subjectId', subject_id, 'createdAt', created_at)::text
    ) FROM inserted
  `.execute(db);
}

/** The event a NOTIFY announced, or null for anything else on the channel. */
export function liveEventFromNotice(payload: string | undefined): LiveEventRow | null {
  if (!payload) return null;
  try {
    const notice = JSON.parse(payload) as Record<string, unknown>;
    const uuidOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
    if (typeof notice.id !== 'number' || !LIVE_EVENT_KINDS.includes(notice.kind as LiveEventKind) || typeof notice.createdAt !== 'string') return null;
    return {
      id: notice.id,
      kind: notice.kind as LiveEventKind,
      projectId: uuidOrNull(notice.projectId),
      recipientId: uuidOrNull(notice.recipientId),
      subjectId: uuidOrNull(notice.subjectId),
      createdAt: new Date(notice.createdAt),
    };
  } catch {
    return null;
  }
}

export function recordLiveEvent(db: Db, event: NewLiveEvent): Promise<void> {
  return recordLiveEvents(db, [event]);
}

/** Events written since a moment (the database's clock), oldest first: a listener catching up after a lost connection. */
export function liveEventsSince(db: Db, since: Date, limit: number): Promise<LiveEventRow[]> {
  return db.selectFrom('liveEvents').select(COLUMNS).where('createdAt', '>', since).orderBy('id').limit(limit).execute();
}

/**
 * What one browser missed after `afterId`, through the access rule: the project's events (only while the actor may see it) and
 * the actor's own. `gap`: some of what it missed is already pruned, so it reloads instead.
 */
export async function liveEventsMissed(
  db: Db,
  actor: Actor,
  options: { afterId: number; projectId: string | null; limit: number },
): Promise<{ events: LiveEventRow[]; gap: boolean }> {
  const { projectId } = options;
  const events = await db
    .selectFrom('liveEvents')
    .select(COLUMNS)
    .where('id', '>', options.afterId)
    .where((eb) =>
      eb.or([
        eb('recipientId', '=', actor.id),
        ...(projectId
          ? [eb.and([eb('projectId', '=', projectId), eb('projectId', 'in', projectsVisibleTo(db, actor).select('projects.id'))])]
          : []),
      ]),
    )
    .orderBy('id')
    .limit(options.limit + 1)
    .execute();
  const oldest = await db.selectFrom('liveEvents').select((eb) => eb.fn.min('id').as('id')).executeTakeFirst();
  const oldestId = oldest?.id === null || oldest?.id === undefined ? null : Number(oldest.id);
  const pruned = oldestId === null ? options.afterId > 0 : oldestId > options.afterId + 1;
  return { events: events.slice(0, options.limit), gap: pruned || events.length > options.limit };
}

/** Events older than the retention period go (a reconnecting browser that was away longer reloads). */
export async function pruneLiveEvents(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('liveEvents')
    .where('createdAt', '<', sql<Date>`now() - (${LIVE_EVENT_RETENTION_HOURS}::integer * interval '1 hour')`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The newest event's id (0 before the first): where a new subscription starts counting. */
export async function latestLiveEventId(db: Db): Promise<number> {
  const row = await db.selectFrom('liveEvents').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return row?.id === null || row?.id === undefined ? 0 : Number(row.id);
}
