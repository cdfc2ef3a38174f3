import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, ProjectTimelineTable } from '@/db/types';
import { addCalendarDays, type IsoDate } from '@/src/dates';
import { VISIT_GAP_MINUTES, WEEK_DAYS, WEEK_LINES } from '@/src/domain/insight';
import { projectsVisibleTo, type Actor } from './projects';
import { isApprovedStep, isOpenPin, isOpenStep, isOverdueStep, isPendingStep } from './rules';

// A developer's "Deze week": their steps overdue or due within the week, the steps their clients
// answered (changes asked or approval) since their previous visit, and the steps with open pins.

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

/** The actor's steps the client answered since `since`: approved, or asked to change (a round's feedback). */
export function stepsAnsweredSince(db: Kysely<Database>, actor: Actor, since: Date) {
  type StepScope = ExpressionBuilder<Database & { step: ProjectTimelineTable }, 'step'>;
  const approvedSince = (eb: StepScope) => eb.and([isApprovedStep(eb), eb('step.approvedDate', '>', since)]);
  const lastChangesAsked = (eb: StepScope) =>
    eb.selectFrom('stepReviewRounds as round').select((r) => r.fn.max('round.feedbackAt').as('at')).whereRef('round.stepId', '=', 'step.id');
  return projectsVisibleTo(db, actor)
    .innerJoin('projectTimeline as step', 'step.projectId', 'projects.id')
    .leftJoin('profiles as client', 'client.id', 'projects.clientId')
    .select((eb) => [
      'step.id',
      'step.projectId',
      'step.stepName',
      clientName,
      eb.case().when(approvedSince(eb)).then(sql.lit('approval' as const)).else(sql.lit('feedback' as const)).end().as('answer'),
      sql<Date>`greatest(${eb.case().when(isApprovedStep(eb)).then(eb.ref('step.approvedDate')).end()}, ${lastChangesAsked(eb)})`.as('answeredAt'),
    ])
    .where((eb) =>
      eb.or([
        approvedSince(eb),
        eb.exists(eb.selectFrom('stepReviewRounds as round').select('round.id').whereRef('round.stepId', '=', 'step.id').where('round.feedbackAt', '>', since)),
      ]),
    )
    .orderBy('answeredAt', 'desc')
    .orderBy('step.id')
    .limit(WEEK_LINES)
    .execute();
}

/** The actor's open steps with pins the agency has not resolved, most open pins first, with the oldest one's time. */
export async function stepsWithOpenPins(db: Kysely<Database>, actor: Actor) {
  const rows = await projectsVisibleTo(db, actor)
    .innerJoin('projectTimeline as step', 'step.projectId', 'projects.id')
    .innerJoin('reviewPins as pin', 'pin.stepId', 'step.id')
    .leftJoin('profiles as client', 'client.id', 'projects.clientId')
    .select((eb) => ['step.id', 'step.projectId', 'step.stepName', clientName, eb.fn.countAll<string>().as('openPins'), eb.fn.min('pin.createdAt').as('since')])
    .where(isOpenStep)
    .where(isOpenPin)
    .groupBy(['step.id', 'step.projectId', 'step.stepName', 'client.companyName', 'client.fullName', 'client.email'])
    .orderBy('openPins', 'desc')
    .orderBy('since')
    .limit(WEEK_LINES)
    .execute();
  return rows.map((row) => ({ ...row, openPins: Number(row.openPins) }));
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
