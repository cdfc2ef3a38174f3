import { sql, type Kysely, type RawBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '@/db/types';
import { addCalendarDays, inAmsterdam, type IsoDate } from '@/src/dates';
import { BILLED_PROJECT_STATUSES, WEEK_DAYS, periodBounds } from '@/src/domain/insight';
import type { Period } from '@/src/domain/invoices';
import { planOnce } from './plan-once';
import { compiledOnce } from './compiled-once';

// The admin dashboard's figures, each one subquery whose cost follows the size of its answer (a
// month, a status, a developer), never the number of rows read by the browser, all of them read in
// one statement (dashboardFigureRows). Money is summed in SQL numeric and read as exact strings. The
// statement is planned once (plan-once.ts), with its statuses and limits written into the SQL.

const money = (expression: ReturnType<typeof sql>) => sql<string>`coalesce(${expression}, 0)::numeric(12,2)::text`;

/** Monthly recurring revenue excluding VAT, now and at the start of this month (with the statuses of then), as four columns. */
function recurringRevenueColumns(db: Kysely<Database>, thisMonth: Period, monthStart: Date) {
  const billed = BILLED_PROJECT_STATUSES.map((status) => sql.lit(status));
  return [
    // The billed statuses' monthly prices, as the database keeps them per status (project_status_totals).
    db
      .selectFrom('projectStatusTotals')
      .select(money(sql`sum(monthly_price_total)`).as('n'))
      .where('status', 'in', billed)
      .as('packagesNow'),
    // A project's status at the month's start: what its first change since was made from, or today's.
    db
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
      .where((w) => w(w.fn.coalesce('since.fromStatus', 'projects.status'), 'in', billed))
      .where('projects.createdAt', '<', monthStart)
      .as('packagesBefore'),
    db.selectFrom('invoiceSchedules').select(money(sql`sum(amount)`).as('n')).where('pausedAt', 'is', null).as('schedulesNow'),
    db
      .selectFrom('invoiceSchedules')
      .select(money(sql`sum(amount)`).as('n'))
      .where('createdAt', '<', monthStart)
      // One resumed this month bills from this month on (its first period moved), so it did not count then.
      .where('firstPeriod', '<', thisMonth)
      .where((w) => w.or([w('pausedAt', 'is', null), w('pausedAt', '>=', monthStart)]))
      .as('schedulesBefore'),
  ] as const;
}

/**
 * Per month, as the database keeps them (insight_months): the revenue, paid invoices less credit
 * notes (their amounts are negative) excluding VAT, by invoice date; and the direct debits made that
 * month: succeeded (and not taken back), failed, charged back.
 */
function monthFigures(db: Kysely<Database>, from: Period, until: Period) {
  return db
    .selectFrom('insightMonths')
    .select([
      'period',
      money(sql`revenue`).as('revenue'),
      'debitsSucceeded as succeeded',
      'debitsFailed as failed',
      'debitsChargedBack as chargedBack',
    ])
    .where('period', '>=', from)
    .where('period', '<', until);
}

/** Per status with projects in it: how many, as the database keeps them (project_status_totals). */
function projectsByStatus(db: Kysely<Database>) {
  return db.selectFrom('projectStatusTotals').select(['status', 'projectCount as count']).where('projectCount', '>', 0);
}

/**
 * Per step number: the average Amsterdam calendar days from the project's creation to the step's
 * approval, from what the database keeps per step number (step_approval_days; numeric division,
 * as avg() does). The name is the first of its approved steps' names, one index entry each.
 */
function daysToApproval(db: Kysely<Database>) {
  return db
    .selectFrom('stepApprovalDays as kept')
    .select((eb) => [
      'kept.stepNumber',
      eb
        .selectFrom('projectTimeline as step')
        .select(sql<string>`min(step.step_name)`.as('name'))
        .whereRef('step.stepNumber', '=', 'kept.stepNumber')
        .where('step.status', '=', sql.lit('approved'))
        .where('step.approvedDate', 'is not', null)
        .$asScalar()
        .$notNull()
        .as('stepName'),
      sql<string>`round(kept.day_total::numeric / kept.approved_count, 1)::text`.as('averageDays'),
      'kept.approvedCount as approved',
    ])
    .where('kept.approvedCount', '>', 0)
    .orderBy('kept.stepNumber')
    .limit(sql.lit(50));
}

/**
 * Per developer, the steps still theirs to do (not yet ready for the client): overdue, due within the
 * week, later; from what the database keeps per developer and date (open_step_days). Summed per
 * developer first, so a developer's name is read and compared once, not once per date.
 */
function openStepsByDeveloper(db: Kysely<Database>, today: IsoDate, weekEnd: IsoDate) {
  const steps = (condition: RawBuilder<unknown>) => sql<number>`coalesce(sum(kept.step_count) filter (where ${condition}), 0)::int`;
  const perDeveloper = db
    .selectFrom('openStepDays as kept')
    .select([
      'kept.developerId',
      steps(sql`kept.expected_date < ${today}`).as('overdue'),
      steps(sql`kept.expected_date >= ${today} and kept.expected_date < ${weekEnd}`).as('thisWeek'),
      steps(sql`kept.expected_date is null or kept.expected_date >= ${weekEnd}`).as('later'),
    ])
    .where('kept.status', '=', sql.lit('pending'))
    .where('kept.stepCount', '>', 0)
    .groupBy('kept.developerId')
    .as('open');
  return db
    .selectFrom(perDeveloper)
    .innerJoin('profiles as developer', 'developer.id', 'open.developerId')
    .select([
      'developer.id as developerId',
      sql<string>`coalesce(developer.full_name, developer.email)`.as('developerName'),
      'open.overdue',
      'open.thisWeek',
      'open.later',
    ])
    .orderBy(sql`2`)
    .limit(sql.lit(100));
}

/** The figures' statement, compiled once (compiled-once.ts): it is large to build. */
const figureStatement = compiledOnce((db, at: { thisMonth: Period; monthStart: Date; from: Period; until: Period; today: IsoDate; weekEnd: IsoDate }) =>
  db
    .selectNoFrom([
      ...recurringRevenueColumns(db, at.thisMonth, at.monthStart),
      jsonArrayFrom(monthFigures(db, at.from, at.until)).as('months'),
      jsonArrayFrom(projectsByStatus(db)).as('statuses'),
      jsonArrayFrom(daysToApproval(db)).as('approval'),
      jsonArrayFrom(openStepsByDeveloper(db, at.today, at.weekEnd)).as('developers'),
    ])
    .modifyEnd(planOnce),
);

/**
 * Every figure of the admin dashboard in one statement, for the chart months [from, until) and
 * `thisMonth`'s recurring revenue: the revenue sums as columns, each list a JSON array. The lists
 * hold no moments; money and averages are text and counts numbers, in JSON as outside it.
 */
export async function dashboardFigureRows(db: Kysely<Database>, at: { thisMonth: Period; from: Period; until: Period; today: IsoDate }) {
  const monthStart = inAmsterdam(periodBounds(at.thisMonth).from).toDate();
  const [row] = await figureStatement(db, { ...at, monthStart, weekEnd: addCalendarDays(at.today, WEEK_DAYS) });
  if (!row) throw new Error('dashboardFigureRows: no row');
  return {
    mrr: {
      packagesNow: row.packagesNow ?? '0.00',
      packagesBefore: row.packagesBefore ?? '0.00',
      schedulesNow: row.schedulesNow ?? '0.00',
      schedulesBefore: row.schedulesBefore ?? '0.00',
    },
    months: row.months,
    statuses: row.statuses,
    approval: row.approval,
    developers: row.developers,
  };
}
