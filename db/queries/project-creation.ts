import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { packageMonthlyPrice, type PackageType } from '@/src/domain/packages';
import { INITIAL_PROJECT_STATUS, type ProjectStatus } from '@/src/domain/statuses';
import { defaultTimeline } from '@/src/domain/timeline-template';
import { projectsVisibleTo } from './projects';
import { grantRoleIfNone } from './roles';

/**
 * Creates a project with its package price and the default timeline (spec 4: starts pending), and gives the client the client
 * role if they have none. Several rows: the caller passes its transaction.
 */
export async function createProjectWithTimeline(
  db: Transaction<Database>,
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
      status: input.status ?? INITIAL_PROJECT_STATUS,
      createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('projectTimeline')
    .values(defaultTimeline(createdAt).map((step) => ({ ...step, projectId: project.id })))
    .execute();
  await grantRoleIfNone(db, input.clientId, 'client');
  return project;
}

/**
 * How many projects a client has, counted while holding their profile row: two onboarding calls
 * of one client at once take turns, so each sees the other's project.
 */
export async function countProjectsOfLocked(db: Transaction<Database>, clientId: string): Promise<number> {
  await db.selectFrom('profiles').select('id').where('id', '=', clientId).forUpdate().execute();
  const row = await projectsVisibleTo(db, { id: clientId, role: 'client' })
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
