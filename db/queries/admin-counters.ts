import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { planOnce } from './plan-once';
import { compiledOnce } from './compiled-once';

const counterStatement = compiledOnce((db) =>
  db
    .selectNoFrom((eb) => [
      // People as the database keeps them (profile_totals): one row, not every profile.
      eb.selectFrom('profileTotals').select('profileCount').as('totalUsers'),
      // Projects per status as the database keeps them (project_status_totals): a few rows, not every project.
      eb.selectFrom('projectStatusTotals').select(sql<number>`coalesce(sum(project_count), 0)`.as('n')).as('totalProjects'),
      eb
        .selectFrom('projectStatusTotals')
        .select(sql<number>`coalesce(sum(project_count), 0)`.as('n'))
        .where('status', '=', sql.lit('in_progress'))
        .as('activeProjects'),
      eb.selectFrom('modules').select(eb.fn.countAll<number>().as('n')).as('modules'),
      eb.selectFrom('invoiceStatusTotals').select(sql<number>`coalesce(sum(invoice_count), 0)`.as('n')).as('invoices'),
      eb
        .selectFrom('invoiceStatusTotals')
        .select(sql<number>`coalesce(sum(invoice_count), 0)`.as('n'))
        .where('status', '=', sql.lit('charged_back'))
        .as('chargedBackInvoices'),
      // Written into the SQL: the plan made once reads the failed mails' partial index.
      eb.selectFrom('mailOutbox').select(eb.fn.countAll<number>().as('n')).where('status', '=', sql.lit('failed')).as('failedMails'),
    ])
    .modifyEnd(planOnce),
);

/**
 * The admin dashboard's counters (spec 2), in one statement compiled once (compiled-once.ts):
 * people, projects, modules; invoices, all of them whatever their status and apart the charged-back
 * ones (a client's bank took the money back), from what the database keeps per status; mails the
 * SMTP server never took, after every retry.
 */
export async function adminCounters(db: Kysely<Database>) {
  const [row] = await counterStatement(db, {});
  if (!row) throw new Error('adminCounters: no row');
  return {
    totalUsers: Number(row.totalUsers),
    totalProjects: Number(row.totalProjects),
    activeProjects: Number(row.activeProjects),
    modules: Number(row.modules),
    invoices: Number(row.invoices),
    chargedBackInvoices: Number(row.chargedBackInvoices),
    failedMails: Number(row.failedMails),
  };
}
