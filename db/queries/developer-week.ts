import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { addCalendarDays, type IsoDate } from '@/src/dates';
import { VISIT_GAP_MINUTES, WEEK_DAYS, WEEK_LINES } from '@/src/domain/insight';
import { projectsVisibleTo, type Actor } from './projects';

// A developer's "Deze week": their steps overdue or due within the week, and the steps their
// clients answered (feedback or approval) since their previous visit.

const clientName = sql<string | null>`coalesce(client.company_name, client.full_name, client.email)`.as('clientName');

export function stepsDueThisWeek(db: Kysely<Database>, actor: Actor, today: IsoDate) {
  return projectsVisibleTo(db, actor)
    .innerJoin('projectTimeline as step', 'step.projectId', 'projects.id')
    .leftJoin('profiles as client', 'client.id', 'projects.clientId')
    .select(['step.id', 'step.projectId', 'step.stepName', 'step.expectedDate', clientName])
    .where('step.status', '=', 'pending')
    .where('step.expectedDate', '<', addCalendarDays(today, WEEK_DAYS))
    .orderBy('step.expectedDate')
    .orderBy('step.id')
    .limit(WEEK_LINES)
    .execute();
}

export function stepsAnsweredSince(db: Kysely<Database>, actor: Actor, since: Date) {
  return projectsVisibleTo(db, actor)
    .innerJoin('projectTimeline as step', 'step.projectId', 'projects.id')
    .leftJoin('profiles as client', 'client.id', 'projects.clientId')
    .select([
      'step.id',
      'step.projectId',
      'step.stepName',
      clientName,
      sql<'approval' | 'feedback'>`case when step.status = 'approved' and step.approved_date > ${since} then 'approval' else 'feedback' end`.as('answer'),
      sql<Date>`greatest(case when step.status = 'approved' then step.approved_date end, step.feedback_at)`.as('answeredAt'),
    ])
    .where((w) => w.or([w.and([w('step.status', '=', 'approved'), w('step.approvedDate', '>', since)]), w('step.feedbackAt', '>', since)]))
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
