import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { ComplaintPriority, ComplaintStatus } from '@/src/domain/statuses';
import { anyContains } from './search';

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
    .returning(['id', 'subject', 'status', 'priority', 'projectId', 'createdAt'])
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

/** "Mijn Klachten": the user's own complaints, newest first, with the related project's package type. */
export async function listOwnComplaints(db: Kysely<Database>, userId: string, window: { limit: number; offset: number }) {
  const own = db.selectFrom('complaints').leftJoin('projects', 'projects.id', 'complaints.projectId').where('complaints.userId', '=', userId);
  const [items, count] = await Promise.all([
    own
      .select(complaintColumns)
      .orderBy('complaints.createdAt', 'desc')
      .orderBy('complaints.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    own.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Klachtenbeheer: a page of every complaint with its complainant, searched over text and person; optionally one status. */
export async function listAllComplaints(
  db: Kysely<Database>,
  options: { q: string; status?: ComplaintStatus; limit: number; offset: number },
) {
  let query = db
    .selectFrom('complaints')
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
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** How many complaints are in each status, for the counters above the admin's list. */
export async function countComplaintsByStatus(db: Kysely<Database>): Promise<Record<ComplaintStatus, number>> {
  const rows = await db
    .selectFrom('complaints')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<ComplaintStatus, number> = { open: 0, in_progress: 0, resolved: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** One complaint locked for an update, or undefined. */
export function findComplaintForUpdate(trx: Transaction<Database>, complaintId: string) {
  return trx
    .selectFrom('complaints')
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
  const resolvedAt = change.status !== 'resolved' ? null : current.status === 'resolved' ? current.resolvedAt : now;
  return trx
    .updateTable('complaints')
    .set({ status: change.status, adminNotes: change.adminNotes, resolvedAt })
    .where('id', '=', current.id)
    .returning(['id', 'status', 'adminNotes', 'resolvedAt'])
    .executeTakeFirstOrThrow();
}
