import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '@/db/types';
import { addCalendarDays, inAmsterdam, TIME_ZONE, type IsoDate } from '@/src/dates';
import { BILLED_PROJECT_STATUSES, WEEK_DAYS, periodBounds } from '@/src/domain/insight';
import type { Period } from '@/src/domain/invoices';
import { isApprovedStep, isOverdueStep, isPendingStep } from './rules';

// Each figure is a subquery whose cost follows what it counts, through an index holding only those rows (docs/decisions/figures-as-queries.md).
// Money is summed in SQL numeric and read as exact strings.

const money = (expression: ReturnType<typeof sql>) => sql<string>`coalesce(${expression}, 0)::numeric(12,2)::text`;
const count = (condition: ReturnType<typeof sql> | null = null) =>
  condition === null ? sql<number>`count(*)::int` : sql<number>`(count(*) filter (where ${condition}))::int`;
const amsterdam = sql.lit(TIME_ZONE);

/** What the schedules bill a month excluding VAT: their lines, each quantity × unit price to the cent. */
const scheduleLineAmounts = sql`sum(round(line.quantity * line.unit_price, 2))`;

/** Monthly recurring revenue excluding VAT, now and at the start of this month (with the statuses of then), as four columns. */
function recurringRevenueColumns(db: Kysely<Database>, thisMonth: Period, monthStart: Date) {
  const billed = BILLED_PROJECT_STATUSES.map((status) => sql.lit(status));
  return [
    db
      .selectFrom('projects')
      .select(money(sql`sum(monthly_price)`).as('n'))
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
    db
      .selectFrom('invoiceSchedules')
      .innerJoin('invoiceScheduleLines as line', 'line.scheduleId', 'invoiceSchedules.id')
      .select(money(scheduleLineAmounts).as('n'))
      .where('pausedAt', 'is', null)
      .as('schedulesNow'),
    db
      .selectFrom('invoiceSchedules')
      .innerJoin('invoiceScheduleLines as line', 'line.scheduleId', 'invoiceSchedules.id')
      .select(money(scheduleLineAmounts).as('n'))
      .where('createdAt', '<', monthStart)
      // One resumed this month bills from this month on (its first period moved), so it did not count then.
      .where('firstPeriod', '<', thisMonth)
      .where((w) => w.or([w('pausedAt', 'is', null), w('pausedAt', '>=', monthStart)]))
      .as('schedulesBefore'),
  ] as const;
}

/**
 * Per month of [from, until): revenue excl. VAT by invoice date (credit notes are negative, so they subtract), and the direct
 * debits made that month in Amsterdam: succeeded (and not taken back), failed, charged back.
 */
function monthFigures(db: Kysely<Database>, from: Period, until: Period) {
  const [first, end] = [periodBounds(from).from, periodBounds(until).from];
  // Grouped by the month's first day, named once per month: to_char on every row costs more than the sums.
  const revenue = db
    .selectFrom('invoices')
    .select([
      sql<Date>`date_trunc('month', invoice_date::timestamp)`.as('month'),
      sql<string>`sum(amount)`.as('revenue'),
      sql<number>`0`.as('succeeded'),
      sql<number>`0`.as('failed'),
      sql<number>`0`.as('chargedBack'),
    ])
    .where('status', '=', sql.lit('paid'))
    .where('invoiceDate', '>=', first)
    .where('invoiceDate', '<', end)
    .groupBy(sql`1`);
  // The month exactly as payments_debit_month_idx holds it, so the counts read the index alone.
  const debitMonth = sql<Date>`date_trunc('month', created_at AT TIME ZONE ${amsterdam})`;
  const debits = db
    .selectFrom('payments')
    .select([
      debitMonth.as('month'),
      sql<string>`0`.as('revenue'),
      count(sql`status = 'paid' and charged_back_amount = 0`).as('succeeded'),
      count(sql`status = 'failed'`).as('failed'),
      count(sql`charged_back_amount > 0`).as('chargedBack'),
    ])
    .where('kind', '=', sql.lit('invoice'))
    .where('method', '=', sql.lit('directdebit'))
    .where(debitMonth, '>=', sql<Date>`${first}::timestamp`)
    .where(debitMonth, '<', sql<Date>`${end}::timestamp`)
    .groupBy(sql`1`);
  return db
    .selectFrom(revenue.unionAll(debits).as('month'))
    .select([
      sql<string>`to_char(month.month, 'YYYY-MM')`.as('period'),
      money(sql`sum(month.revenue)`).as('revenue'),
      sql<number>`sum(month.succeeded)::int`.as('succeeded'),
      sql<number>`sum(month.failed)::int`.as('failed'),
      sql<number>`sum(month.charged_back)::int`.as('chargedBack'),
    ])
    .groupBy('month.month');
}

/** Per status with projects in it: how many. */
function projectsByStatus(db: Kysely<Database>) {
  return db.selectFrom('projects').select(['status', count().as('count')]).groupBy('status');
}

/**
 * Per step number: the average Amsterdam calendar days from the project's creation to the step's
 * approval, over its approved steps with an approval date; the name is the first of theirs.
 */
function daysToApproval(db: Kysely<Database>) {
  // Each side is its own subquery (OFFSET 0 keeps PostgreSQL from merging it into the join): a step's approval day is read from
  // project_timeline_approved_idx, which holds it, and a project's creation day is worked out once per project, not per step.
  const steps = db
    .selectFrom('projectTimeline as step')
    .select(['step.stepNumber', 'step.stepName', 'step.projectId', sql<string>`(step.approved_date AT TIME ZONE ${amsterdam})::date`.as('day')])
    .where(isApprovedStep)
    .where('step.approvedDate', 'is not', null)
    .offset(sql.lit(0))
    .as('step');
  const projects = db
    .selectFrom('projects')
    .select(['projects.id', sql<string>`(projects.created_at AT TIME ZONE ${amsterdam})::date`.as('day')])
    .offset(sql.lit(0))
    .as('project');
  return db
    .selectFrom(steps)
    .innerJoin(projects, 'project.id', 'step.projectId')
    .select([
      'step.stepNumber',
      sql<string>`min(step.step_name)`.as('stepName'),
      sql<string>`round(avg(step.day - project.day), 1)::text`.as('averageDays'),
      count().as('approved'),
    ])
    .groupBy('step.stepNumber')
    .orderBy('step.stepNumber')
    .limit(sql.lit(50));
}

/**
 * Per developer, the steps still theirs to deliver (not yet ready for the client): overdue, due within
 * the week, later. Counted per developer first, so a developer's name is read and compared once.
 */
function openStepsByDeveloper(db: Kysely<Database>, today: IsoDate, weekEnd: IsoDate) {
  const perDeveloper = db
    .selectFrom('projectTimeline as step')
    .innerJoin('projects', 'projects.id', 'step.projectId')
    .select((eb) => [
      'projects.developerId',
      eb.fn.countAll<number>().filterWhere(isOverdueStep(eb, today)).as('overdue'),
      eb.fn.countAll<number>().filterWhere((w) => w.and([w('step.expectedDate', '>=', today), w('step.expectedDate', '<', weekEnd)])).as('thisWeek'),
      eb.fn.countAll<number>().filterWhere((w) => w.or([w('step.expectedDate', 'is', null), w('step.expectedDate', '>=', weekEnd)])).as('later'),
    ])
    .where(isPendingStep)
    .groupBy('projects.developerId')
    .as('open');
  return db
    .selectFrom(perDeveloper)
    .innerJoin('profiles as developer', 'developer.id', 'open.developerId')
    .select([
      'developer.id as developerId',
      sql<string>`coalesce(developer.full_name, developer.email)`.as('developerName'),
      sql<number>`open.overdue::int`.as('overdue'),
      sql<number>`open.this_week::int`.as('thisWeek'),
      sql<number>`open.later::int`.as('later'),
    ])
    .orderBy(sql`2`)
    .limit(sql.lit(100));
}

/**
 * Every figure in one statement: the revenue sums as columns, each list a JSON array. The lists hold no moments, so JSON
 * carries them as they are: money and averages as text, counts as numbers.
 */
export async function dashboardFigureRows(db: Kysely<Database>, at: { thisMonth: Period; from: Period; until: Period; today: IsoDate }) {
  const monthStart = inAmsterdam(periodBounds(at.thisMonth).from).toDate();
  const row = await db
    .selectNoFrom([
      ...recurringRevenueColumns(db, at.thisMonth, monthStart),
      jsonArrayFrom(monthFigures(db, at.from, at.until)).as('months'),
      jsonArrayFrom(projectsByStatus(db)).as('statuses'),
      jsonArrayFrom(daysToApproval(db)).as('approval'),
      jsonArrayFrom(openStepsByDeveloper(db, at.today, addCalendarDays(at.today, WEEK_DAYS))).as('developers'),
    ])
    .executeTakeFirstOrThrow();
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
