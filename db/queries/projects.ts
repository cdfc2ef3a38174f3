import type { Kysely } from 'kysely';
import type { Database, ProjectStatus, Role } from '@/db/types';
import { packageMonthlyPrice, type PackageType } from '@/src/domain/packages';
import { defaultTimeline } from '@/src/domain/timeline-template';
import { setRole } from './roles';

/** Who is asking: the one place that decides which projects an actor may reach. */
export interface Actor {
  id: string;
  role: Role | null;
}

/**
 * A project the actor may reach, or undefined: a client only their own (client_id),
 * a developer only those assigned to them (developer_id), an admin every project.
 */
export function findAccessibleProject(db: Kysely<Database>, actor: Actor, projectId: string) {
  let query = db.selectFrom('projects').selectAll().where('id', '=', projectId);
  if (actor.role === 'client') query = query.where('clientId', '=', actor.id);
  else if (actor.role === 'developer') query = query.where('developerId', '=', actor.id);
  else if (actor.role !== 'admin') return Promise.resolve(undefined);
  return query.executeTakeFirst();
}

/**
 * Creates a project with its package price and the default timeline (spec 4: starts pending),
 * and gives the client the client role if they have none. Pass a transaction to include
 * it in a larger operation.
 */
export async function createProjectWithTimeline(
  db: Kysely<Database>,
  input: { clientId: string; packageType: PackageType; developerId?: string | null; status?: ProjectStatus; createdAt?: Date },
) {
  const createdAt = input.createdAt ?? new Date();
  const project = await db
    .insertInto('projects')
    .values({
      clientId: input.clientId,
      packageType: input.packageType,
      monthlyPrice: packageMonthlyPrice(input.packageType),
      developerId: input.developerId ?? null,
      status: input.status ?? 'pending',
      createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('projectTimeline')
    .values(defaultTimeline(createdAt).map((step) => ({ ...step, projectId: project.id })))
    .execute();
  const role = await db.selectFrom('userRoles').select('role').where('userId', '=', input.clientId).executeTakeFirst();
  if (!role) await setRole(db, input.clientId, 'client');
  return project;
}
