import { countFailedMails } from '@/db/queries/mail-outbox';
import { adminProcedure, router } from '@/server/trpc/init';

export const adminStatsRouter = router({
  /**
   * Spec 2, admin dashboard counters. Invoices are fixed at 0 ("Binnenkort beschikbaar"). Failed
   * mails: notifications the SMTP server never took, after every retry (issue 14).
   */
  get: adminProcedure.query(async ({ ctx }) => {
    const row = await ctx.db
      .selectNoFrom((eb) => [
        eb.selectFrom('profiles').select(eb.fn.countAll<number>().as('n')).as('totalUsers'),
        eb.selectFrom('projects').select(eb.fn.countAll<number>().as('n')).as('totalProjects'),
        eb
          .selectFrom('projects')
          .select(eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'in_progress')
          .as('activeProjects'),
        eb.selectFrom('upsellModules').select(eb.fn.countAll<number>().as('n')).as('upsellModules'),
      ])
      .executeTakeFirstOrThrow();
    return {
      totalUsers: Number(row.totalUsers),
      totalProjects: Number(row.totalProjects),
      activeProjects: Number(row.activeProjects),
      upsellModules: Number(row.upsellModules),
      invoices: 0,
      failedMails: await countFailedMails(ctx.db),
    };
  }),
});

