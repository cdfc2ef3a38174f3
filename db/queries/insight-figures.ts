import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { addCalendarDays, inAmsterdam, TIME_ZONE, type IsoDate } from '@/src/dates';
import { BILLED_PROJECT_STATUSES, WEEK_DAYS, periodBounds } from '@/src/domain/insight';
import type { Period } from '@/src/domain/invoices';

// The admin dashboard's figures, each one query whose cost follows the size of its answer (a
// month, a status, a developer), never the number of rows read by the browser. Money is summed in
// SQL numeric and read as exact strings.

const money = (expression: ReturnType<typeof sql>) => sql<string>`coalesce(${expression}, 0)::numeric(12,2)::text`;

/** Monthly recurring revenue excluding VAT, now and at the start of this month (with the statuses of then). */
export async function recurringRevenue(db: Kysely<Database>, thisMonth: Period) {
  const monthStart = inAmsterdam(periodBounds(thisMonth).from).toDate();
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('projects')
        .select(money(sql`sum(monthly_price)`).as('n'))
        .where('status', 'in', BILLED_PROJECT_STATUSES)
        .as('packagesNow'),
      // A project's status at the month's start: what its first change since was made from, or today's.
      eb
        .selectFrom('projects')
        .leftJoin(
          (inner) =>
            inner
              .selectFrom('projectStatusChanges')
              .distinctOn('projectId')
              .select(['projectId', 'fromStatus'])
              .where('changedAt', '>=', monthStart)
              .orderBy('projectId')
              .orderBy('changedAt')
              .orderBy('id')
              .as('since'),
          (join) => join.onRef('since.projectId', '=', 'projects.id'),
        )
        .select(money(sql`sum(projects.monthly_price)`).as('n'))
        .where((w) => w(w.fn.coalesce('since.fromStatus', 'projects.status'), 'in', BILLED_PROJECT_STATUSES))
        .where('projects.createdAt', '<', monthStart)
        .as('packagesBefore'),
      eb.selectFrom('invoiceSchedules').select(money(sql`sum(amount)`).as('n')).where('pausedAt', 'is', null).as('schedulesNow'),
      eb
        .selectFrom('invoiceSchedules')
        .select(money(sql`sum(amount)`).as('n'))
        .where('createdAt', '<', monthStart)
        // One resumed this month bills from this month on (its first period moved), so it did not count then.
        .where('firstPeriod', '<', thisMonth)
        .where((w) => w.or([w('pausedAt', 'is', null), w('pausedAt', '>=', monthStart)]))
        .as('schedulesBefore'),
    ])
    .executeTakeFirstOrThrow();
  return {
    packagesNow: row.packagesNow ?? '0.00',
    packagesBefore: row.packagesBefore ?? '0.00',
    schedulesNow: row.schedulesNow ?? '0.00',
    schedulesBefore: row.schedulesBefore ?? '0.00',
  };
}

/** Per month: paid invoices less credit notes (their amounts are negative), excluding VAT, by invoice date (kept by the database: insight_months). */
export function revenueByMonth(db: Kysely<Database>, from: Period, until: Period) {
  return db
    .selectFrom('insightMonths')
    .select(['period', money(sql`revenue`).as('revenue')])
    .where('period', '>=', from)
    .where('period', '<', until)
    .execute();
}

/** Per month the direct debits were made: succeeded (and not taken back), failed, charged back (kept by the database: insight_months). */
export function collectionByMonth(db: Kysely<Database>, from: Period, until: Period) {
  return db
    .selectFrom('insightMonths')
    .select(['period', 'debitsSucceeded as succeeded', 'debitsFailed as failed', 'debitsChargedBack as chargedBack'])
    .where('period', '>=', from)
    .where('period', '<', until)
    .execute();
}

export function projectsByStatus(db: Kysely<Database>) {
  return db.selectFrom('projects').select(['status', sql<number>`count(*)::int`.as('count')]).groupBy('status').execute();
}

/** Per step number: the average Amsterdam calendar days from the project's creation to the step's approval. */
export function daysToApproval(db: Kysely<Database>) {
  const days = sql`(step.approved_date AT TIME ZONE ${TIME_ZONE})::date - (projects.created_at AT TIME ZONE ${TIME_ZONE})::date`;
  return db
    .selectFrom('projectTimeline as step')
    .innerJoin('projects', 'projects.id', 'step.projectId')
    .select([
      'step.stepNumber',
      sql<string>`min(step.step_name)`.as('stepName'),
      sql<string>`round(avg(${days}), 1)::text`.as('averageDays'),
      sql<number>`count(*)::int`.as('approved'),
    ])
    .where('step.status', '=', 'approved')
    .where('step.approvedDate', 'is not', null)
    .groupBy('step.stepNumber')
    .orderBy('step.stepNumber')
    .limit(50)
    .execute();
}

/** Per developer, the steps still theirs to do (not yet ready for the client): overdue, due within the week, later. */
export function openStepsByDeveloper(db: Kysely<Database>, today: IsoDate) {
  const weekEnd = addCalendarDays(today, WEEK_DAYS);
  return db
    .selectFrom('projectTimeline as step')
    .innerJoin('projects', 'projects.id', 'step.projectId')
    .innerJoin('profiles as developer', 'developer.id', 'projects.developerId')
    .select([
      'developer.id as developerId',
      sql<string>`coalesce(min(developer.full_name), min(developer.email))`.as('developerName'),
      sql<number>`(count(*) filter (where step.expected_date < ${today}))::int`.as('overdue'),
      sql<number>`(count(*) filter (where step.expected_date >= ${today} and step.expected_date < ${weekEnd}))::int`.as('thisWeek'),
      sql<number>`(count(*) filter (where step.expected_date is null or step.expected_date >= ${weekEnd}))::int`.as('later'),
    ])
    .where('step.status', '=', 'pending')
    .groupBy('developer.id')
    .orderBy(sql`2`)
    .limit(100)
    .execute();
}
