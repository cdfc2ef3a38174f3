import { TRPCError } from '@trpc/server';
import { insightText as insightWords } from '@/src/text/nl/insight';
import { stepReminderSchema } from '@/src/schemas/insight';
import { canApproveStep } from '@/src/domain/statuses';
import { claimStepReminder, findVisibleStep } from '@/db/queries/attention';
import { adminProcedure, router } from '@/server/trpc/init';
import { dashboardFigures } from '@/server/features/insight/dashboard-figures';
import { attentionList } from '@/server/features/insight/attention';
import { sharedWhileRunning } from '@/db/shared-while-running';
import { sendStepReminder } from '@/server/features/mails/reminder-mails';

export const adminInsightRouter = router({
  /** The dashboard's charts: recurring revenue, revenue and collection per month, projects, approval times, open steps. */
  figures: adminProcedure.query(({ ctx }) => sharedWhileRunning(ctx.db, 'figures', () => dashboardFigures(ctx.db, ctx.services.clock.now()))),

  /** "Aandacht nodig": what waits for the agency, most urgent first. */
  attention: adminProcedure.query(({ ctx }) =>
    sharedWhileRunning(ctx.db, `attention:${ctx.user.id}`, () => attentionList(ctx.db, ctx.user, ctx.services.clock.now())),
  ),

  /** "Herinnering sturen": mails the client about a step waiting for their approval, at most once a day. */
  remind: adminProcedure.input(stepReminderSchema).mutation(async ({ ctx, input }) => {
    const claimed = await claimStepReminder(ctx.db, ctx.user, input.stepId, ctx.services.clock.now());
    if (!claimed) {
      const step = await findVisibleStep(ctx.db, ctx.user, input.stepId);
      if (step && canApproveStep(step.status)) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: insightWords.insight.reminderTooSoon });
      throw new TRPCError({ code: 'NOT_FOUND', message: insightWords.insight.stepNotWaiting });
    }
    if (claimed.clientId) await sendStepReminder(ctx.services, ctx.log, { stepName: claimed.stepName, clientId: claimed.clientId });
    return { id: claimed.id };
  }),
});
