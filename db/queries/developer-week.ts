import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, ProjectTimelineTable } from '@/db/types';
import { addCalendarDays, type IsoDate } from '@/src/dates';
import { VISIT_GAP_MINUTES, WEEK_DAYS, WEEK_LINES } from '@/src/domain/insight';
import { projectsVisibleTo, type Actor } from './projects';
import { isApprovedStep, isOverdueStep, isPendingStep } from './rules';

// A developer's "Deze week": their steps overdue or due within the week, and the steps their
// clients answered (feedback or approval) since their previous visit.

const clientName = sql<string | null>`coalesce(client.company_name, client.full_name, client.email)`.as('clientName');

/** The actor's steps not yet delivered that are overdue or due within the week, each saying whether it is overdue. */
export function stepsDueThisWeek(db: Kysely<Database>, actor: Actor, today: IsoDate) {
  return projectsVisibleTo(db, actor)
    .innerJoin('projectTimeline as step', 'step.projectId', 'projects.id')
    .leftJoin('profiles as client', 'client.id', 'projects.clientId')
    .select((eb) => ['step.id', 'step.projectId', 'step.stepName', 'step.status', 'step.expectedDate', clientName, isOverdueStep(eb, today).as('overdue')])
    .where(isPendingStep)
    .where('step.expectedDate', '<', addCalendarDays(today, WEEK_DAYS))
    .orderBy('step.expectedDate')
    .orderBy('step.id')
    .limit(WEEK_LINES)
    .execute();
}

/** The actor's steps the client answered since `since`: approved, or given feedback. */
export function stepsAnsweredSince(db: Kysely<Database>, actor: Actor, since: Date) {
  const approvedSince = (eb: ExpressionBuilder<{ step: ProjectTimelineTable }, 'step'>) => eb.and([isApprovedStep(eb), eb('step.approvedDate', '>', since)]);
  return projectsVisibleTo(db, actor)
    .innerJoin('projectTimeline as step', 'step.projectId', 'projects.id')
    .leftJoin('profiles as client', 'client.id', 'projects.clientId')
    .select((eb) => [
      'step.id',
      'step.projectId',
      'step.stepName',
      clientName,
      eb.case().when(approvedSince(eb)).then(sql.lit('approval' as const)).else(sql.lit('feedback' as const)).end().as('answer'),
      sql<Date>`greatest(${eb.case().when(isApprovedStep(eb)).then(eb.ref('step.approvedDate')).end()}, step.feedback_at)`.as('answeredAt'),
    ])
    .where((eb) => eb.or([approvedSince(eb), eb('step.feedbackAt', '>', since)]))
    .orderBy('answeredAt', 'desc')
    .orderBy('step.id')
    .limit(WEEK_LINES)
    .execute();
}

export function findVisit(db: Kysely<Database>, userId: string) {
  return db.selectFrom('dashboardVisits').select(['lastVisitAt', 'previousVisitAt']).where('userId', '=', userId).executeTakeFirst();
}

/** Records a visit now; a visit after a gap moves the last one to previous. One statement, safe under concurrency. */
export async function recordVisit(db: Kysely<Database>, userId: string, now: Date) {
  const gapStart = new Date(now.getTime() - VISIT_GAP_MINUTES * 60_000);
  await db
    .insertInto('dashboardVisits')
    .values({ userId, lastVisitAt: now, previousVisitAt: null })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        previousVisitAt: sql`case when dashboard_visits.last_visit_at < ${gapStart} then dashboard_visits.last_visit_at else dashboard_visits.previous_visit_at end`,
        lastVisitAt: now,
      }),
    )
    .execute();
}
