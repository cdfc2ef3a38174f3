import { sql } from 'kysely';
import { countFailedMails } from '@/db/queries/mail-outbox';
import { countInvoices } from '@/db/queries/invoices';
import { adminProcedure, router } from '@/server/trpc/init';

export const adminStatsRouter = router({
  /**
   * Spec 2, admin dashboard counters. Invoices: all of them, whatever their status, and apart the
   * charged-back ones (a client's bank took the money back). Failed
   * mails: notifications the SMTP server never took, after every retry.
   */
  get: adminProcedure.query(async ({ ctx }) => {
    const row = await ctx.db
      .selectNoFrom((eb) => [
        eb.selectFrom('profiles').select(eb.fn.countAll<number>().as('n')).as('totalUsers'),
        // Projects per status as the database keeps them (project_status_totals): a few rows, not every project.
        eb.selectFrom('projectStatusTotals').select(sql<number>`coalesce(sum(project_count), 0)`.as('n')).as('totalProjects'),
        eb
          .selectFrom('projectStatusTotals')
          .select(sql<number>`coalesce(sum(project_count), 0)`.as('n'))
          .where('status', '=', 'in_progress')
          .as('activeProjects'),
        eb.selectFrom('modules').select(eb.fn.countAll<number>().as('n')).as('modules'),
      ])
      .executeTakeFirstOrThrow();
    return {
      totalUsers: Number(row.totalUsers),
      totalProjects: Number(row.totalProjects),
      activeProjects: Number(row.activeProjects),
      modules: Number(row.modules),
      ...(await countInvoices(ctx.db, ctx.user).then(({ all, chargedBack }) => ({ invoices: all, chargedBackInvoices: chargedBack }))),
      failedMails: await countFailedMails(ctx.db),
    };
  }),
});

