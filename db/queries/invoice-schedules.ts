import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { InvoiceLine } from '@/src/domain/invoice-lines';
import { insertScheduleLines } from './invoice-lines';
import { onePage } from './page-window';

// A project's monthly invoice also bills its recurring modules from the month after each was bought, on its first (oldest)
// schedule only, so two schedules never bill them twice.

type Db = Kysely<Database> | Transaction<Database>;

export interface NewSchedule {
  userId: string;
  projectId: string | null;
  lines: readonly InvoiceLine[];
  recurringDay: number;
  firstPeriod: string;
  paymentTermDays: number;
}

export async function createSchedule(trx: Transaction<Database>, input: NewSchedule) {
  const { lines, ...schedule } = input;
  const created = await trx.insertInto('invoiceSchedules').values(schedule).returningAll().executeTakeFirstOrThrow();
  await insertScheduleLines(trx, created.id, lines);
  return created;
}

/** A schedule is the one that bills its project's modules when no older schedule of that project exists. */
function isProjectsFirstSchedule(schedule: string) {
  return sql<boolean>`${sql.ref(`${schedule}.id`)} = (
    select first.id from invoice_schedules first where first.project_id = ${sql.ref(`${schedule}.project_id`)} order by first.created_at, first.id limit 1)`;
}

/**
 * The project's monthly invoice: its first schedule, or a new one (no lines of its own, on day 1,
 * from `firstPeriod`) when it has none. The project row is locked, so two purchases at once make one.
 */
export async function ensureProjectSchedule(trx: Transaction<Database>, input: { userId: string; projectId: string; firstPeriod: string }) {
  await trx.selectFrom('projects').select('id').where('id', '=', input.projectId).forUpdate().executeTakeFirstOrThrow();
  const existing = await trx
    .selectFrom('invoiceSchedules')
    .select(['id', 'firstPeriod'])
    .where('projectId', '=', input.projectId)
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst();
  return existing ?? (await createSchedule(trx, { ...input, lines: [], recurringDay: 1, paymentTermDays: 14 }));
}

/** A line's amount in SQL, as the domain works it out (numeric rounds half away from zero). */
const lineAmount = (table: string) => sql.raw(`round(${table}.quantity * ${table}.unit_price, 2)`);

/** The admin's list of schedules, newest first, with the client's name, the lines' summary and the monthly amount (its recurring modules included). */
export async function listSchedules(db: Kysely<Database>, options: { limit: number; offset: number }) {
  const [items, count] = await Promise.all([
    db
      .selectFrom('invoiceSchedules as schedule')
      .innerJoin('profiles', 'profiles.id', 'schedule.userId')
      .select([
        'schedule.id',
        'schedule.recurringDay',
        'schedule.pausedAt',
        'schedule.createdAt',
        'schedule.projectId',
        'profiles.fullName',
        'profiles.companyName',
        'profiles.email',
      ])
      .select((eb) => [
        eb
          .selectFrom('invoiceScheduleLines as line')
          .select(sql<string>`coalesce(string_agg(line.description, '; ' order by line.position), '')`.as('description'))
          .whereRef('line.scheduleId', '=', 'schedule.id')
          .$asScalar()
          .$notNull()
          .as('description'),
        eb
          .selectFrom('invoiceScheduleLines as line')
          .select(sql<string>`coalesce(sum(${lineAmount('line')}), 0)::numeric(12,2)::text`.as('amount'))
          .whereRef('line.scheduleId', '=', 'schedule.id')
          .$asScalar()
          .$notNull()
          .as('ownAmount'),
        eb
          .selectFrom('modulePurchases as purchase')
          .select([sql<string>`coalesce(sum(purchase.price), 0)::numeric(12,2)::text`.as('amount')])
          .whereRef('purchase.projectId', '=', 'schedule.projectId')
          .where('purchase.isRecurring', '=', true)
          .where(isProjectsFirstSchedule('schedule'))
          .$asScalar()
          .$notNull()
          .as('modulesAmount'),
      ])
      .orderBy('schedule.createdAt', 'desc')
      .orderBy('schedule.id')
      .$call((page) => onePage(page, options))
      .execute(),
    db.selectFrom('invoiceSchedules').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Pauses, or resumes billing from `firstPeriod` on (the months in between are not billed afterwards). */
export function setSchedulePaused(db: Kysely<Database>, scheduleId: string, change: { pausedAt: Date } | { resumeFrom: string }) {
  return db
    .updateTable('invoiceSchedules')
    .set((eb) =>
      'pausedAt' in change
        ? { pausedAt: change.pausedAt }
        : { pausedAt: null, firstPeriod: eb.fn<string>('greatest', [eb.ref('firstPeriod'), eb.val(change.resumeFrom)]) },
    )
    .where('id', '=', scheduleId)
    .returning(['id', 'pausedAt'])
    .executeTakeFirst();
}

/** Active schedules with the newest period billed so far, for the job. */
export function listActiveSchedules(db: Kysely<Database>) {
  return db
    .selectFrom('invoiceSchedules')
    .select((eb) => [
      'invoiceSchedules.id',
      'invoiceSchedules.userId',
      'invoiceSchedules.projectId',
      'invoiceSchedules.recurringDay',
      'invoiceSchedules.paymentTermDays',
      'invoiceSchedules.firstPeriod',
      eb
        .selectFrom('invoices')
        .select((sub) => sub.fn.max('invoices.period').as('period'))
        .whereRef('invoices.scheduleId', '=', 'invoiceSchedules.id')
        .as('lastPeriod'),
    ])
    .where('invoiceSchedules.pausedAt', 'is', null)
    .orderBy('invoiceSchedules.createdAt')
    .execute();
}

/**
 * The project's recurring modules a schedule bills for a month: those bought before the month
 * began, when the schedule is its project's first. Oldest purchase first.
 */
export function recurringModulesFor(db: Db, scheduleId: string, periodStart: Date) {
  return db
    .selectFrom('modulePurchases as purchase')
    .innerJoin('invoiceSchedules as schedule', 'schedule.projectId', 'purchase.projectId')
    .select(['purchase.title', 'purchase.price'])
    .where('schedule.id', '=', scheduleId)
    .where('purchase.isRecurring', '=', true)
    .where('purchase.purchasedAt', '<', periodStart)
    .where(isProjectsFirstSchedule('schedule'))
    .orderBy('purchase.purchasedAt')
    .orderBy('purchase.id')
    .execute();
}

/**
 * Locks the schedule for this transaction and says whether it still owes the period: a second run
 * (another instance, or cron beside the in-process job) waits here and then finds the invoice.
 */
export async function lockScheduleForPeriod(trx: Transaction<Database>, scheduleId: string, period: string): Promise<boolean> {
  const schedule = await trx
    .selectFrom('invoiceSchedules')
    .select(['id', 'pausedAt'])
    .where('id', '=', scheduleId)
    .forUpdate()
    .executeTakeFirst();
  if (!schedule || schedule.pausedAt) return false;
  const billed = await trx
    .selectFrom('invoices')
    .select('id')
    .where('scheduleId', '=', scheduleId)
    .where('period', '=', period)
    .executeTakeFirst();
  return !billed;
}
