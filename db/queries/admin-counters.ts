import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';

/**
 * The admin dashboard's counters (spec 2) in one statement, each read from an index alone; charged back: the client's bank took
 * the money back; failed mails: refused after every retry. The statuses are written into the SQL, so the partial indexes serve them.
 */
export async function adminCounters(db: Kysely<Database>) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('profiles').select(eb.fn.countAll<number>().as('n')).as('totalUsers'),
      eb.selectFrom('projects').select(eb.fn.countAll<number>().as('n')).as('totalProjects'),
      eb.selectFrom('projects').select(eb.fn.countAll<number>().as('n')).where('status', '=', sql.lit('in_progress')).as('activeProjects'),
      eb.selectFrom('modules').select(eb.fn.countAll<number>().as('n')).as('modules'),
      eb.selectFrom('invoices').select(eb.fn.countAll<number>().as('n')).as('invoices'),
      eb.selectFrom('invoices').select(eb.fn.countAll<number>().as('n')).where('status', '=', sql.lit('charged_back')).as('chargedBackInvoices'),
      eb.selectFrom('mailOutbox').select(eb.fn.countAll<number>().as('n')).where('status', '=', sql.lit('failed')).as('failedMails'),
      eb.selectFrom('quotes').select(eb.fn.countAll<number>().as('n')).where('status', '=', sql.lit('geaccepteerd')).as('acceptedQuotes'),
      eb
        .selectFrom('quotes')
        .select(sql<string>`coalesce(sum(monthly_total), 0)::numeric(12,2)::text`.as('total'))
        .where('status', '=', sql.lit('geaccepteerd'))
        .as('acceptedQuotesMonthly'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalUsers: Number(row.totalUsers),
    totalProjects: Number(row.totalProjects),
    activeProjects: Number(row.activeProjects),
    modules: Number(row.modules),
    invoices: Number(row.invoices),
    chargedBackInvoices: Number(row.chargedBackInvoices),
    failedMails: Number(row.failedMails),
    acceptedQuotes: Number(row.acceptedQuotes),
    /** The monthly totals (incl. btw) of the accepted quotes, exact. */
    acceptedQuotesMonthly: String(row.acceptedQuotesMonthly ?? '0.00'),
  };
}
