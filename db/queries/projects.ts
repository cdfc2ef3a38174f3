import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { MAX_PROJECTS_PER_CLIENT } from '@/src/domain/packages';
import type { Role } from '@/src/domain/statuses';

/** Who is asking: what the one project access rule below needs to know. */
export interface Actor {
  id: string;
  role: Role | null;
}

/**
 * THE access rule for projects, written only here: an admin sees all, a developer those assigned (developer_id), a client their own
 * (client_id), no role none. Every read, list, search, agenda and file route starts here, so a hidden project answers like a missing one.
 */
export function projectsVisibleTo(db: Kysely<Database> | Transaction<Database>, actor: Actor) {
  const projects = db.selectFrom('projects');
  switch (actor.role) {
    case 'admin':
      return projects;
    case 'developer':
      return projects.where('projects.developerId', '=', actor.id);
    case 'client':
      return projects.where('projects.clientId', '=', actor.id);
    default:
      return projects.where(sql<boolean>`false`);
  }
}

/**
 * The same rule for rows that hang under a project (timeline steps), as a condition on their project id: an admin's lists need
 * no pass over every project, the others' read their projects' rows by index (an array of ids; `in` hashed every open step).
 */
export function projectIdVisibleTo(db: Kysely<Database> | Transaction<Database>, actor: Actor, projectId: Expression<string>): Expression<SqlBool> {
  if (actor.role === 'admin') return sql<SqlBool>`true`;
  return sql<SqlBool>`${projectId} = any(array(${projectsVisibleTo(db, actor).select('projects.id')}))`;
}

const PROJECT_COLUMNS = [
  'projects.id',
  'projects.clientId',
  'projects.developerId',
  'projects.packageType',
  'projects.monthlyPrice',
  'projects.status',
  'projects.buildLink',
  'projects.createdAt',
] as const;

/** One project the actor may see, or undefined (missing and not-yours look the same). */
export function findAccessibleProject(db: Kysely<Database> | Transaction<Database>, actor: Actor, projectId: string) {
  return projectsVisibleTo(db, actor).select(PROJECT_COLUMNS).where('projects.id', '=', projectId).executeTakeFirst();
}

/** Of these projects, the ids the access rule lets the actor see, in one statement. */
export async function visibleProjectIds(db: Kysely<Database>, actor: Actor, projectIds: readonly string[]): Promise<Set<string>> {
  const rows = await projectsVisibleTo(db, actor)
    .select('projects.id')
    .where((eb) => eb('projects.id', '=', eb.fn.any(eb.val([...projectIds]))))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Whether the user owns a project as a client (spec 4's role resolution and `auth.me`). */
export async function ownsProject(db: Kysely<Database>, userId: string): Promise<boolean> {
  const project = await projectsVisibleTo(db, { id: userId, role: 'client' }).select('projects.id').limit(1).executeTakeFirst();
  return project !== undefined;
}

/** The actor's projects for a project picker, newest first. */
export function listProjectsForPicker(db: Kysely<Database>, actor: Actor) {
  return projectsVisibleTo(db, actor)
    .select([
      'projects.id',
      'projects.packageType',
      'projects.monthlyPrice',
      'projects.status',
      'projects.buildLink',
      'projects.createdAt',
      'projects.developerId',
    ])
    .orderBy('projects.createdAt', 'desc')
    .orderBy('projects.id')
    .limit(MAX_PROJECTS_PER_CLIENT)
    .execute();
}

/** The header of a project's detail page for staff: the project, its client's contact details and its developer. */
export function findProjectDetail(db: Kysely<Database>, actor: Actor, projectId: string) {
  return projectsVisibleTo(db, actor)
    .innerJoin('profiles as client', 'client.id', 'projects.clientId')
    .leftJoin('profiles as developer', 'developer.id', 'projects.developerId')
    .select([
      'projects.id',
      'projects.packageType',
      'projects.monthlyPrice',
      'projects.status',
      'projects.buildLink',
      'projects.createdAt',
      'projects.clientId',
      'client.fullName as clientName',
      'client.companyName as companyName',
      'client.email as clientEmail',
      'client.phone as clientPhone',
      'projects.developerId',
      'developer.fullName as developerName',
      'developer.email as developerEmail',
    ])
    .where('projects.id', '=', projectId)
    .executeTakeFirst();
}
