import { TRPCError } from '@trpc/server';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/db/types';
import {
  approveReadyStep,
  completePendingContentStep,
  findTimelineStep,
  readTimeline,
  markStepReady,
  rescheduleOpenStep,
  sendStepBack,
} from '@/db/queries/timeline';
import { closeRoundWithFeedback, currentRoundOf, startRound } from '@/db/queries/review-rounds';
import { recordSignOff } from '@/db/queries/sign-offs';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';
import { announceChangesRequested, announceRescheduled, announceStepApproved, announceStepReady } from '@/db/queries/notify-project';
import { timelineProgress } from '@/src/domain/progress';
import { isContentUploadStep } from '@/src/domain/timeline-template';
import { feedbackSchema, markStepReadySchema } from '@/src/schemas/timeline';
import { rescheduleStepSchema } from '@/src/schemas/agenda';
import { idSchema } from '@/src/schemas/fields';
import { timelineText } from '@/src/text/nl/timeline';
import { notifyChangesRequested, notifyStepReady } from '@/server/features/mails/project-mails';
import { router } from '@/server/trpc/init';
import { ANY_PROJECT_ROLE, projectProcedure } from '@/server/trpc/project-procedures';
import { STAFF_ROLES } from '@/src/domain/statuses';

const stepInput = z.object({ stepId: idSchema() });

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
   * The progress page (spec 2): project summary, every step with its rounds and the sign-off of an
   * approved one, the progress bar and the upload count. Whose turn each step is follows from src/domain/turns.
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
   * Only a step awaiting approval becomes approved. The same transaction writes the sign-off (who, when, the round, the preview link
   * and the developer's note as they are now) and tells the staff.
   */
  approve: client.input(stepInput).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const now = ctx.services.clock.now();
      const step = await approveReadyStep(trx, ctx.project.id, input.stepId, now);
      if (!step) throw await stepRefusal(trx, ctx.project.id, input.stepId, timelineText.timeline.approveFailed);
      const round = await currentRoundOf(trx, step);
      await recordSignOff(trx, { stepId: step.id, approverId: ctx.user.id, approvedAt: now, roundId: round.id });
      await recordActivity(trx, activitySource(ctx), { kind: 'step_approved', projectId: ctx.project.id, subjectId: step.id });
      await announceStepApproved(trx, step, ctx.user.id);
      return step;
    }),
  ),

  /**
   * "Wijzigingen vragen": the client's feedback ends the round and hands the step back to the agency;
   * the developer (or the admins) hear of it with a mail naming the open pins. Once per round.
   */
  requestChanges: client.input(stepInput.extend(feedbackSchema.shape)).mutation(async ({ ctx, input }) => {
    const step = await ctx.db.transaction().execute(async (trx) => {
      const sent = await sendStepBack(trx, ctx.project.id, input.stepId);
      if (!sent) throw await stepRefusal(trx, ctx.project.id, input.stepId, timelineText.timeline.changesFailed);
      const round = await currentRoundOf(trx, sent);
      await closeRoundWithFeedback(trx, round.id, { text: input.feedback, by: ctx.user.id, at: ctx.services.clock.now() });
      await announceChangesRequested(trx, sent, ctx.user.id);
      await recordActivity(trx, activitySource(ctx), { kind: 'step_feedback', projectId: ctx.project.id, subjectId: sent.id });
      return sent;
    });
    await notifyChangesRequested(ctx.services, ctx.log, step.id);
    return step;
  }),

  /** Spec 4: the pending content step is completed, and approved (with its sign-off), once the project has an upload. */
  completeContentStep: client.input(stepInput).mutation(async ({ ctx, input }) => {
    const completed = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.services.clock.now();
      const step = await completePendingContentStep(trx, ctx.project.id, input.stepId, ctx.user.id, now);
      if (!step) return undefined;
      await recordSignOff(trx, { stepId: step.id, approverId: ctx.user.id, approvedAt: now, roundId: null });
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

  /**
   * A pending step for its first round, or ("Opnieuw ter goedkeuring") one the client asked to change for the next.
   * The round keeps the note and the preview link; the client is notified and gets a mail.
   */
  markReady: developer.input(stepInput.extend(markStepReadySchema.shape)).mutation(async ({ ctx, input }) => {
    const step = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.services.clock.now();
      const ready = await markStepReady(trx, ctx.project.id, input.stepId, ctx.user.id, now);
      if (!ready) throw await stepRefusal(trx, ctx.project.id, input.stepId, timelineText.timeline.updateFailed);
      const round = await startRound(trx, ready, { id: ctx.user.id, note: input.developerNotes }, now);
      await announceStepReady(trx, ready, ctx.user.id, round.roundNumber);
      await recordActivity(trx, activitySource(ctx), { kind: 'step_ready', projectId: ctx.project.id, subjectId: ready.id });
      return { ...ready, round };
    });
    await notifyStepReady(ctx.services, ctx.log, step.id);
    return step;
  }),

  /** Staff move an open step's expected date, so the agenda stays true; the client hears of it. */
  reschedule: projectProcedure(STAFF_ROLES)
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
