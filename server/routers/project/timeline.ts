import { TRPCError } from '@trpc/server';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/db/types';
import {
  approveReadyStep,
  completePendingContentStep,
  findTimelineStep,
  readTimeline,
  markPendingStepReady,
  rescheduleOpenStep,
  saveReadyStepFeedback,
} from '@/db/queries/timeline';
import { recordSignOff } from '@/db/queries/sign-offs';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';
import { announceFeedback, announceRescheduled, announceStepApproved, announceStepReady } from '@/db/queries/notify-project';
import { timelineProgress } from '@/src/domain/progress';
import { isContentUploadStep } from '@/src/domain/timeline-template';
import { feedbackSchema, markStepReadySchema } from '@/src/schemas/timeline';
import { rescheduleStepSchema } from '@/src/schemas/agenda';
import { idSchema } from '@/src/schemas/fields';
import { timelineText } from '@/src/text/nl/timeline';
import { notifyFeedback, notifyStepReady } from '@/server/features/mails/project-mails';
import { withinLimit } from '@/db/queries/rate-limits';
import { router } from '@/server/trpc/init';
import { ANY_PROJECT_ROLE, projectProcedure, STAFF } from '@/server/trpc/project-procedures';

const stepInput = z.object({ stepId: idSchema() });

/** Feedback can be saved as often as the client likes; the team hears of it at most 3 times an hour per step. */
export const FEEDBACK_MAILS_PER_HOUR = 3;

/** Why a conditional update matched nothing: no such step in this project (NOT_FOUND) or the wrong state. */
async function stepRefusal(db: Kysely<Database>, projectId: string, stepId: string, message: string): Promise<TRPCError> {
  const step = await findTimelineStep(db, projectId, stepId);
  return new TRPCError({ code: step ? 'BAD_REQUEST' : 'NOT_FOUND', message });
}

const anyRole = projectProcedure(ANY_PROJECT_ROLE);
const client = projectProcedure(['client']);
const developer = projectProcedure(['developer']);

export const projectTimelineRouter = router({
  /**
   * The progress page (spec 2): project summary, every step with the sign-off of an approved one,
   * the progress bar and the upload count. Whose turn each step is follows from src/domain/turns.
   */
  get: anyRole.query(async ({ ctx }) => {
    const { id, status, buildLink, packageType, createdAt } = ctx.project;
    const { steps, uploadCount } = await readTimeline(ctx.db, id);
    return {
      project: { id, status, buildLink, packageType, createdAt },
      steps,
      progress: timelineProgress(steps),
      uploadCount,
    };
  }),

  /**
   * Spec 4: only a step awaiting approval becomes approved, with today's approval date. The same
   * transaction writes the sign-off (who, when, the preview link and the developer's note as they
   * are now) and tells the staff.
   */
  approve: client.input(stepInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const now = ctx.services.clock.now();
      const step = await approveReadyStep(trx, ctx.project.id, input.stepId, now);
      if (!step) throw await stepRefusal(trx, ctx.project.id, input.stepId, timelineText.timeline.approveFailed);
      await recordSignOff(trx, { stepId: step.id, approverId: ctx.user.id, approvedAt: now });
      await recordActivity(trx, activitySource(ctx), { kind: 'step_approved', projectId: ctx.project.id, subjectId: step.id });
      await announceStepApproved(trx, step, ctx.user.id);
      return step;
    }),
  ),

  /** Feedback on a step awaiting approval, with its time; the developer (or the admins) hear of it and get a mail. */
  feedback: client
    .input(stepInput.extend(feedbackSchema.shape))
    .mutation(async ({ ctx, input }) => {
      const step = await ctx.db.transaction().execute(async (trx) => {
        const saved = await saveReadyStepFeedback(trx, ctx.project.id, input.stepId, input.feedback, ctx.services.clock.now());
        if (!saved) throw await stepRefusal(trx, ctx.project.id, input.stepId, timelineText.timeline.feedbackFailed);
        await announceFeedback(trx, saved, ctx.user.id);
        await recordActivity(trx, activitySource(ctx), { kind: 'step_feedback', projectId: ctx.project.id, subjectId: saved.id });
        return saved;
      });
      const mail = await withinLimit(ctx.db, { key: `feedback-mail:${ctx.user.id}:${step.id}`, max: FEEDBACK_MAILS_PER_HOUR, windowMs: 60 * 60 * 1000 });
      if (mail.allowed) await notifyFeedback(ctx.services, ctx.log, step.id);
      else ctx.log.info({ stepId: step.id }, 'feedback saved; its mail skipped (hourly limit)');
      return step;
    }),

  /** Spec 4: the pending content step is completed, and approved (with its sign-off), once the project has an upload. */
  completeContentStep: client.input(stepInput).mutation(async ({ ctx, input }) => {
    const completed = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.services.clock.now();
      const step = await completePendingContentStep(trx, ctx.project.id, input.stepId, ctx.user.id, now);
      if (!step) return undefined;
      await recordSignOff(trx, { stepId: step.id, approverId: ctx.user.id, approvedAt: now });
      await recordActivity(trx, activitySource(ctx), { kind: 'step_approved', projectId: ctx.project.id, subjectId: step.id });
      await announceStepApproved(trx, step, ctx.user.id);
      return step;
    });
    if (completed) return completed;
    const step = await findTimelineStep(ctx.db, ctx.project.id, input.stepId);
    if (!step) throw new TRPCError({ code: 'NOT_FOUND', message: timelineText.timeline.approveFailed });
    if (!isContentUploadStep(step)) throw new TRPCError({ code: 'BAD_REQUEST', message: timelineText.timeline.approveFailed });
    throw new TRPCError({ code: 'BAD_REQUEST', message: timelineText.timeline.uploadRequired });
  }),

  /** Spec 4: the developer marks a pending step ready, with an optional note; the client is notified and gets a mail. */
  markReady: developer.input(stepInput.extend(markStepReadySchema.shape)).mutation(async ({ ctx, input }) => {
    const step = await ctx.db.transaction().execute(async (trx) => {
      const ready = await markPendingStepReady(trx, ctx.project.id, input.stepId, { id: ctx.user.id, notes: input.developerNotes }, ctx.services.clock.now());
      if (!ready) throw await stepRefusal(trx, ctx.project.id, input.stepId, timelineText.timeline.updateFailed);
      await announceStepReady(trx, ready, ctx.user.id);
      await recordActivity(trx, activitySource(ctx), { kind: 'step_ready', projectId: ctx.project.id, subjectId: ready.id });
      return ready;
    });
    await notifyStepReady(ctx.services, ctx.log, step.id);
    return step;
  }),

  /** Staff move an open step's expected date, so the agenda stays true; the client hears of it. */
  reschedule: projectProcedure(STAFF)
    .input(rescheduleStepSchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        const step = await rescheduleOpenStep(trx, ctx.project.id, input.stepId, input.expectedDate);
        if (!step) throw await stepRefusal(trx, ctx.project.id, input.stepId, timelineText.timeline.rescheduleFailed);
        await announceRescheduled(trx, step, ctx.user.id);
        await recordActivity(trx, activitySource(ctx), { kind: 'step_rescheduled', projectId: ctx.project.id, subjectId: step.id });
        return step;
      }),
    ),
});
