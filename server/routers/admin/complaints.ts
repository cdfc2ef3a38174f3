import { TRPCError } from '@trpc/server';
import { complaintsText as complaintWords } from '@/src/text/nl/complaints';
import { pageWindow } from '@/src/schemas/list';
import { complaintManageSchema } from '@/src/schemas/complaint';
import { complaintListSchema } from '@/src/schemas/complaint-list';
import { countComplaintsByStatus, findComplaintForUpdate, listAllComplaints, updateComplaint } from '@/db/queries/complaints';
import { announceComplaintAnswered } from '@/db/queries/notify-account';
import { notifyComplaintChanged } from '@/server/features/mails/complaint-mails';
import { adminProcedure, router } from '@/server/trpc/init';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';

export const adminComplaintsRouter = router({
  /** Klachtenbeheer: the counters per status and a page of complaints, searched and filtered on the server. */
  list: adminProcedure.input(complaintListSchema).query(async ({ ctx, input }) => {
    const [page, counts] = await Promise.all([
      listAllComplaints(ctx.db, ctx.user, { q: input.q, status: input.status, ...pageWindow(input.page) }),
      countComplaintsByStatus(ctx.db, ctx.user),
    ]);
    return { ...page, counts };
  }),

  /** Status and reply; the complainant is notified (and mailed) when either changed. */
  update: adminProcedure.input(complaintManageSchema).mutation(async ({ ctx, input }) => {
    const change = await ctx.db.transaction().execute(async (trx) => {
      const current = await findComplaintForUpdate(trx, ctx.user, input.complaintId);
      if (!current) return null;
      const after = await updateComplaint(trx, current, input, ctx.services.clock.now());
      await recordActivity(trx, activitySource(ctx), { kind: 'complaint_updated', complaintId: current.id, subjectUserId: current.userId });
      if (current.status !== after.status || current.adminNotes !== after.adminNotes) {
        await announceComplaintAnswered(trx, { id: current.id, userId: current.userId, subject: current.subject, status: after.status }, ctx.user.id);
      }
      return { before: current, after };
    });
    if (!change) throw new TRPCError({ code: 'NOT_FOUND', message: complaintWords.complaints.notFound });
    const { before, after } = change;
    if (before.status !== after.status || before.adminNotes !== after.adminNotes) {
      await notifyComplaintChanged(ctx.services, ctx.log, { userId: before.userId, subject: before.subject, status: after.status, adminNotes: after.adminNotes });
    }
    return after;
  }),
});
