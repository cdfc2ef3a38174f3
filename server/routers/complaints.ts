import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { PAGE_SIZE, pageWindow } from '@/src/schemas/list';
import { complaintProjectSearchSchema, newComplaintSchema, ownComplaintListSchema } from '@/src/schemas/complaint';
import { findAccessibleProject } from '@/db/queries/projects';
import { searchProjectOptions } from '@/db/queries/project-lists';
import { insertComplaint, listOwnComplaints } from '@/db/queries/complaints';
import { announceComplaintFiled } from '@/db/queries/notify-account';
import { notifyComplaintFiled } from '@/server/features/mails/complaint-mails';
import { rolesProcedure, router } from '@/server/trpc/init';

/** Clients and developers file complaints and follow their own (spec 2, Klachten). */
const complainantProcedure = rolesProcedure(['client', 'developer']);

export const complaintsRouter = router({
  /** "Mijn Klachten", newest first. */
  listOwn: complainantProcedure.input(ownComplaintListSchema).query(({ ctx, input }) => listOwnComplaints(ctx.db, ctx.user, pageWindow(input.page))),

  /**
   * The projects the "Nieuwe klacht" dialog may name, searched on the server (client, company,
   * package, status) so a developer with many projects finds each; a page at most, with the total.
   */
  projectOptions: complainantProcedure
    .input(complaintProjectSearchSchema)
    .query(({ ctx, input }) => searchProjectOptions(ctx.db, ctx.user, { q: input.q, limit: PAGE_SIZE })),

  /** Files a complaint, open; a named project must be one the complainant may see (another's reads as missing). The admins are notified and mailed. */
  create: complainantProcedure.input(newComplaintSchema).mutation(async ({ ctx, input }) => {
    if (input.projectId && !(await findAccessibleProject(ctx.db, ctx.user, input.projectId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: nl.project.notFound });
    }
    const complaint = await ctx.db.transaction().execute(async (trx) => {
      const filed = await insertComplaint(trx, { userId: ctx.user.id, ...input });
      await announceComplaintFiled(trx, { id: filed.id, userId: ctx.user.id, subject: filed.subject });
      return filed;
    });
    await notifyComplaintFiled(ctx.services, ctx.log, { userId: ctx.user.id, subject: complaint.subject });
    return complaint;
  }),
});
