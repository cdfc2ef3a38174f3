import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { isOpenComplaint, type ComplaintPriority, type ComplaintStatus } from '@/src/domain/statuses';
import type { Actor } from './projects';
import { anyContains } from './search';
import { onePage } from './page-window';

/**
 * THE access rule for complaints: an admin sees all, a client or developer their own (user_id), no role none. Lists, counters and
 * updates all start here, so another person's complaint answers exactly like one that does not exist.
 */
export function complaintsVisibleTo(db: Kysely<Database> | Transaction<Database>, actor: Actor) {
  const complaints = db.selectFrom('complaints');
  switch (actor.role) {
    case 'admin':
      return complaints;
    case 'client':
    case 'developer':
      return complaints.where('complaints.userId', '=', actor.id);
    default:
      return complaints.where(sql<boolean>`false`);
  }
}

export interface NewComplaintRow {
  userId: string;
  subject: string;
  description: string;
  priority: ComplaintPriority;
  projectId: string | null;
}

/** Files a complaint; it always starts open (spec 4). */
export function insertComplaint(db: Kysely<Database>, complaint: NewComplaintRow) {
  return db
    .insertInto('complaints')
    .values({ ...complaint, status: 'open' })
    .returning(['id', 'number', 'subject', 'status', 'priority', 'projectId', 'createdAt'])
    .executeTakeFirstOrThrow();
}

const complaintColumns = [
  'complaints.id',
  'complaints.subject',
  'complaints.description',
  'complaints.priority',
  'complaints.status',
  'complaints.adminNotes',
  'complaints.resolvedAt',
  'complaints.createdAt',
  'complaints.projectId',
  'projects.packageType',
] as const;

/** "Mijn Klachten": the complaints the actor filed, newest first, with the related project's package type. */
export async function listOwnComplaints(db: Kysely<Database>, actor: Actor & { role: 'client' | 'developer' }, window: { limit: number; offset: number }) {
  const own = complaintsVisibleTo(db, actor).leftJoin('projects', 'projects.id', 'complaints.projectId');
  const [items, count] = await Promise.all([
    own
      .select(complaintColumns)
      .orderBy('complaints.createdAt', 'desc')
      .orderBy('complaints.id')
      .$call((page) => onePage(page, window))
      .execute(),
    own.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Klachtenbeheer: a page of every complaint with its complainant, searched over text and person; optionally one status. */
export async function listAllComplaints(
  db: Kysely<Database>,
  actor: Actor & { role: 'admin' },
  options: { q: string; status?: ComplaintStatus; limit: number; offset: number },
) {
  let query = complaintsVisibleTo(db, actor)
    .innerJoin('profiles', 'profiles.id', 'complaints.userId')
    .leftJoin('projects', 'projects.id', 'complaints.projectId');
  if (options.q) {
    query = query.where(({ ref }) =>
      anyContains(
        [ref('complaints.subject'), ref('complaints.description'), ref('profiles.fullName'), ref('profiles.email'), ref('profiles.companyName')],
        options.q,
      ),
    );
  }
  if (options.status) query = query.where('complaints.status', '=', options.status);
  const [items, count] = await Promise.all([
    query
      .select([...complaintColumns, 'profiles.fullName', 'profiles.email', 'profiles.companyName'])
      .orderBy('complaints.createdAt', 'desc')
      .orderBy('complaints.id')
      .$call((page) => onePage(page, options))
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** How many complaints are in each status, for the counters above the admin's list. */
export async function countComplaintsByStatus(db: Kysely<Database>, actor: Actor & { role: 'admin' }): Promise<Record<ComplaintStatus, number>> {
  const rows = await complaintsVisibleTo(db, actor)
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<ComplaintStatus, number> = { open: 0, in_progress: 0, resolved: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** One complaint the actor may manage, locked for an update, or undefined. */
export function findComplaintForUpdate(trx: Transaction<Database>, actor: Actor & { role: 'admin' }, complaintId: string) {
  return complaintsVisibleTo(trx, actor)
    .select(['id', 'userId', 'subject', 'status', 'adminNotes', 'resolvedAt'])
    .where('id', '=', complaintId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Sets status and notes. resolved_at follows the status (spec 4): stamped when it becomes resolved,
 * kept while it stays resolved, cleared when it is reopened.
 */
export function updateComplaint(
  trx: Transaction<Database>,
  current: { id: string; status: ComplaintStatus; resolvedAt: Date | null },
  change: { status: ComplaintStatus; adminNotes: string | null },
  now: Date,
) {
  const resolvedAt = isOpenComplaint(change.status) ? null : isOpenComplaint(current.status) ? now : current.resolvedAt;
  return trx
    .updateTable('complaints')
    .set({ status: change.status, adminNotes: change.adminNotes, resolvedAt })
    .where('id', '=', current.id)
    .returning(['id', 'status', 'adminNotes', 'resolvedAt'])
    .executeTakeFirstOrThrow();
}
