import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { STAFF_ONLY_ACTIVITY, type ActivityKind } from '@/src/domain/activity';
import type { Role } from '@/src/domain/statuses';
import { projectsVisibleTo, type Actor } from './projects';
import { anyContains } from './search';
import { onePage } from './page-window';

type Db = Kysely<Database> | Transaction<Database>;

/** Who did it and from where: the signed-in user and the request's shortened network, or the system (null). */
export interface ActivitySource {
  actor: Actor | null;
  network: string | null;
}

export interface ActivityEntry {
  kind: ActivityKind;
  projectId?: string | null;
  invoiceId?: string | null;
  complaintId?: string | null;
  subjectUserId?: string | null;
  subjectId?: string | null;
}

/** One row in the log, written with the transaction of the change it records. */
export async function recordActivity(trx: Db, source: ActivitySource, entry: ActivityEntry): Promise<void> {
  await trx
    .insertInto('activityLog')
    .values({
      actorId: source.actor?.id ?? null,
      // The role at the time; read here when the caller did not know it (a sign-in).
      actorRole: (eb) =>
        source.actor?.role || !source.actor
          ? eb.val(source.actor?.role ?? null)
          : eb.selectFrom('userRoles').select('userRoles.role').where('userRoles.userId', '=', source.actor.id),
      kind: entry.kind,
      projectId: entry.projectId ?? null,
      invoiceId: entry.invoiceId ?? null,
      complaintId: entry.complaintId ?? null,
      subjectUserId: entry.subjectUserId ?? null,
      subjectId: entry.subjectId ?? null,
      network: source.network,
    })
    .execute();
}

/**
 * THE access rule for the log: an admin reads all of it; anyone else what they did, what was done to their account and what
 * happened on the projects they may see, without staff's own checklist work for a client.
 */
export function activityVisibleTo(db: Db, actor: Actor, scope: 'all' | 'own' = 'all') {
  const rows = db.selectFrom('activityLog');
  if (actor.role === 'admin' && scope === 'all') return rows;
  const mine = rows.where((eb) =>
    eb.or([
      eb('activityLog.actorId', '=', actor.id),
      eb('activityLog.subjectUserId', '=', actor.id),
      // An admin's own page holds their own account only; every project would be all of the log.
      actor.role === 'admin' ? eb.val(false) : eb('activityLog.projectId', 'in', projectsVisibleTo(db, actor).select('projects.id')),
    ]),
  );
  return actor.role === 'client' ? mine.where('activityLog.kind', 'not in', STAFF_ONLY_ACTIVITY) : mine;
}

export interface ActivityFilter {
  /** 'own': an admin's own account too, as /activiteit shows it (default: all an actor may see). */
  scope?: 'all' | 'own';
  projectId?: string | undefined;
  kind?: ActivityKind | undefined;
  /** Over the person's name and email, the account it was about, the project's client and the kind. */
  q?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
}

export interface ActivityItem {
  id: number;
  kind: ActivityKind;
  createdAt: Date;
  /** Null once the account is erased (shown as "Verwijderde gebruiker") or for the system. */
  actorId: string | null;
  actorName: string | null;
  actorRole: Role | null;
  projectId: string | null;
  projectClientName: string | null;
  invoiceId: string | null;
  complaintId: string | null;
  network: string | null;
}

function filtered(db: Db, actor: Actor, filter: ActivityFilter, kindsMatching: readonly ActivityKind[]) {
  let query = activityVisibleTo(db, actor, filter.scope)
    .leftJoin('profiles as actor', 'actor.id', 'activityLog.actorId')
    .leftJoin('profiles as subject', 'subject.id', 'activityLog.subjectUserId')
    .leftJoin('projects', 'projects.id', 'activityLog.projectId')
    .leftJoin('profiles as projectClient', 'projectClient.id', 'projects.clientId');
  if (filter.projectId) query = query.where('activityLog.projectId', '=', filter.projectId);
  if (filter.kind) query = query.where('activityLog.kind', '=', filter.kind);
  if (filter.from) query = query.where('activityLog.createdAt', '>=', filter.from);
  if (filter.until) query = query.where('activityLog.createdAt', '<', filter.until);
  const q = filter.q;
  if (q) {
    query = query.where((eb) =>
      eb.or([
        anyContains(
          [eb.ref('actor.fullName'), eb.ref('actor.email'), eb.ref('subject.fullName'), eb.ref('subject.email'), eb.ref('projectClient.fullName'), eb.ref('projectClient.email')],
          q,
        ),
        ...(kindsMatching.length > 0 ? [eb('activityLog.kind', 'in', kindsMatching)] : []),
      ]),
    );
  }
  return query;
}

/** A page of the log, newest first, and how many rows match. `kindsMatching`: kinds whose sentence contains the search. */
export async function listActivity(
  db: Db,
  actor: Actor,
  filter: ActivityFilter,
  window: { limit: number; offset: number },
  kindsMatching: readonly ActivityKind[] = [],
): Promise<{ items: ActivityItem[]; total: number }> {
  const query = filtered(db, actor, filter, kindsMatching);
  const [items, count] = await Promise.all([
    query
      .select([
        'activityLog.id',
        'activityLog.kind',
        'activityLog.createdAt',
        'activityLog.actorId',
        'activityLog.actorRole',
        'activityLog.projectId',
        'activityLog.invoiceId',
        'activityLog.complaintId',
        'activityLog.network',
        'projectClient.fullName as projectClientName',
      ])
      .select(sql<string | null>`coalesce(actor.full_name, actor.email)`.as('actorName'))
      .orderBy('activityLog.createdAt', 'desc')
      .orderBy('activityLog.id', 'desc')
      .$call((page) => onePage(page, window))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}
