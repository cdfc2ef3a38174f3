import { TRPCError } from '@trpc/server';
import { projectText } from '@/src/text/nl/project';
import { complaintsText as complaintWords } from '@/src/text/nl/complaints';
import { PAGE_SIZE, pageWindow } from '@/src/schemas/list';
import { complaintProjectSearchSchema, newComplaintSchema, ownComplaintListSchema } from '@/src/schemas/complaint';
import { findAccessibleProject } from '@/db/queries/projects';
import { searchProjectOptions } from '@/db/queries/project-lists';
import { insertComplaint, listOwnComplaints } from '@/db/queries/complaints';
import { announceComplaintFiled } from '@/db/queries/notify-account';
import { notifyComplaintFiled } from '@/server/features/mails/complaint-mails';
import { withinLimit } from '@/db/queries/rate-limits';
import { rolesProcedure, router, verifiedEmail } from '@/server/trpc/init';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';

/** Clients and developers file complaints and follow their own (spec 2, Klachten). */
const complainantProcedure = rolesProcedure(['client', 'developer']);

const HOUR_MS = 60 * 60 * 1000;
/** Each complaint mails every admin: a user files at most 5 an hour and 20 a day. */
export const COMPLAINT_LIMITS = [
  { window: 'hour', max: 5, windowMs: HOUR_MS, message: complaintWords.complaints.tooManyPerHour },
  { window: 'day', max: 20, windowMs: 24 * HOUR_MS, message: complaintWords.complaints.tooManyPerDay },
] as const;

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
  create: complainantProcedure
    .use(verifiedEmail)
    .input(newComplaintSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.projectId && !(await findAccessibleProject(ctx.db, ctx.user, input.projectId))) {
        throw new TRPCError({ code: 'NOT_FOUND', message: projectText.project.notFound });
      }
      for (const limit of COMPLAINT_LIMITS) {
        const { allowed } = await withinLimit(ctx.db, { key: `complaints:${limit.window}:${ctx.user.id}`, max: limit.max, windowMs: limit.windowMs });
        if (!allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: limit.message });
      }
      const { number, ...complaint } = await ctx.db.transaction().execute(async (trx) => {
        const filed = await insertComplaint(trx, { userId: ctx.user.id, ...input });
        await recordActivity(trx, activitySource(ctx), { kind: 'complaint_filed', complaintId: filed.id, projectId: input.projectId ?? null });
        await announceComplaintFiled(trx, { id: filed.id, userId: ctx.user.id, subject: filed.subject });
        return filed;
      });
      await notifyComplaintFiled(ctx.services, ctx.log, { userId: ctx.user.id, number });
      return complaint;
    }),
});
