import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';

export function createSchedule(
  trx: Transaction<Database>,
  input: { userId: string; amount: string; description: string; recurringDay: number; firstPeriod: string },
) {
  return trx.insertInto('invoiceSchedules').values(input).returningAll().executeTakeFirstOrThrow();
}

/** The admin's list of schedules, newest first, with the client's name. */
export async function listSchedules(db: Kysely<Database>, options: { limit: number; offset: number }) {
  const [items, count] = await Promise.all([
    db
      .selectFrom('invoiceSchedules')
      .innerJoin('profiles', 'profiles.id', 'invoiceSchedules.userId')
      .select([
        'invoiceSchedules.id',
        'invoiceSchedules.amount',
        'invoiceSchedules.description',
        'invoiceSchedules.recurringDay',
        'invoiceSchedules.pausedAt',
        'invoiceSchedules.createdAt',
        'profiles.fullName',
        'profiles.companyName',
        'profiles.email',
      ])
      .orderBy('invoiceSchedules.createdAt', 'desc')
      .orderBy('invoiceSchedules.id')
      .limit(options.limit)
      .offset(options.offset)
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
      'invoiceSchedules.amount',
      'invoiceSchedules.description',
      'invoiceSchedules.recurringDay',
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
