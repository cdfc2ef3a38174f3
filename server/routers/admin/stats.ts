import { adminCounters } from '@/db/queries/admin-counters';
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
    const [counters, invoices, failedMails] = await Promise.all([adminCounters(ctx.db), countInvoices(ctx.db, ctx.user), countFailedMails(ctx.db)]);
    return { ...counters, invoices: invoices.all, chargedBackInvoices: invoices.chargedBack, failedMails };
  }),
});
