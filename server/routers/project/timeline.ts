import { TRPCError } from '@trpc/server';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/db/types';
import { countProjectUploads } from '@/db/queries/content-uploads';
import {
  approveReadyStep,
  completePendingContentStep,
  findTimelineStep,
  listTimelineSteps,
  markPendingStepReady,
  rescheduleOpenStep,
  saveReadyStepFeedback,
} from '@/db/queries/timeline';
import { timelineProgress } from '@/src/domain/progress';
import { isContentUploadStep } from '@/src/domain/timeline-template';
import { feedbackSchema, markStepReadySchema } from '@/src/schemas/timeline';
import { rescheduleStepSchema } from '@/src/schemas/agenda';
import { idSchema } from '@/src/schemas/fields';
import { nl } from '@/src/text/nl';
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
  /** The progress page (spec 2): project summary, every step, the progress bar and the upload count. */
  get: anyRole.query(async ({ ctx }) => {
    const { id, status, buildLink, packageType } = ctx.project;
    const [steps, uploadCount] = await Promise.all([listTimelineSteps(ctx.db, id), countProjectUploads(ctx.db, id)]);
    return { project: { id, status, buildLink, packageType }, steps, progress: timelineProgress(steps), uploadCount };
  }),

  /** Spec 4: only a step awaiting approval becomes approved, with today's approval date. */
  approve: client.input(stepInput).mutation(async ({ ctx, input }) => {
    const step = await approveReadyStep(ctx.db, ctx.project.id, input.stepId);
    if (!step) throw await stepRefusal(ctx.db, ctx.project.id, input.stepId, nl.timeline.approveFailed);
    return step;
  }),

  /** Feedback on a step awaiting approval; the developer (or the admins) get a mail. */
  feedback: client
    .input(stepInput.extend(feedbackSchema.shape))
    .mutation(async ({ ctx, input }) => {
      const step = await saveReadyStepFeedback(ctx.db, ctx.project.id, input.stepId, input.feedback);
      if (!step) throw await stepRefusal(ctx.db, ctx.project.id, input.stepId, nl.timeline.feedbackFailed);
      const mail = await withinLimit(ctx.db, { key: `feedback-mail:${ctx.user.id}:${step.id}`, max: FEEDBACK_MAILS_PER_HOUR, windowMs: 60 * 60 * 1000 });
      if (mail.allowed) await notifyFeedback(ctx.services, ctx.log, step.id);
      else ctx.log.info({ stepId: step.id }, 'feedback saved; its mail skipped (hourly limit)');
      return step;
    }),

  /** Spec 4: the pending content step is completed, and approved, once the project has an upload. */
  completeContentStep: client.input(stepInput).mutation(async ({ ctx, input }) => {
    const completed = await completePendingContentStep(ctx.db, ctx.project.id, input.stepId, ctx.user.id);
    if (completed) return completed;
    const step = await findTimelineStep(ctx.db, ctx.project.id, input.stepId);
    if (!step) throw new TRPCError({ code: 'NOT_FOUND', message: nl.timeline.approveFailed });
    if (!isContentUploadStep(step)) throw new TRPCError({ code: 'BAD_REQUEST', message: nl.timeline.approveFailed });
    throw new TRPCError({ code: 'BAD_REQUEST', message: nl.timeline.uploadRequired });
  }),

  /** Spec 4: the developer marks a pending step ready, with an optional note; the client gets a mail. */
  markReady: developer.input(stepInput.extend(markStepReadySchema.shape)).mutation(async ({ ctx, input }) => {
    const step = await markPendingStepReady(ctx.db, ctx.project.id, input.stepId, { id: ctx.user.id, notes: input.developerNotes });
    if (!step) throw await stepRefusal(ctx.db, ctx.project.id, input.stepId, nl.timeline.updateFailed);
    await notifyStepReady(ctx.services, ctx.log, step.id);
    return step;
  }),

  /** Staff move an open step's expected date, so the agenda stays true. */
  reschedule: projectProcedure(STAFF)
    .input(rescheduleStepSchema)
    .mutation(async ({ ctx, input }) => {
      const step = await rescheduleOpenStep(ctx.db, ctx.project.id, input.stepId, input.expectedDate);
      if (!step) throw await stepRefusal(ctx.db, ctx.project.id, input.stepId, nl.timeline.rescheduleFailed);
      return step;
    }),
});
