import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { planOnce } from './plan-once';

/** The admin dashboard's counters of people, projects and modules (spec 2), in one statement. */
export async function adminCounters(db: Kysely<Database>) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('profiles').select(eb.fn.countAll<number>().as('n')).as('totalUsers'),
      // Projects per status as the database keeps them (project_status_totals): a few rows, not every project.
      eb.selectFrom('projectStatusTotals').select(sql<number>`coalesce(sum(project_count), 0)`.as('n')).as('totalProjects'),
      eb
        .selectFrom('projectStatusTotals')
        .select(sql<number>`coalesce(sum(project_count), 0)`.as('n'))
        .where('status', '=', sql.lit('in_progress'))
        .as('activeProjects'),
      eb.selectFrom('modules').select(eb.fn.countAll<number>().as('n')).as('modules'),
    ])
    .modifyEnd(planOnce)
    .executeTakeFirstOrThrow();
  return {
    totalUsers: Number(row.totalUsers),
    totalProjects: Number(row.totalProjects),
    activeProjects: Number(row.activeProjects),
    modules: Number(row.modules),
  };
}
