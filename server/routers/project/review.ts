import { TRPCError } from '@trpc/server';
import { recordActivity } from '@/db/queries/activity';
import { announceReviewChanged } from '@/db/queries/notify-project';
import { findPin, findPinImage, insertPinReply, insertPinWithinQuota, listPinImages, listStepPins, reopenPin, resolvePin } from '@/db/queries/review-pins';
import { currentRoundOf, listReviewSteps, moment, maybeMoment } from '@/db/queries/review-rounds';
import { findTimelineStep, lockReadyStep } from '@/db/queries/timeline';
import { buildLinkOrigin, pinScreenshotPath, snippetTag } from '@/src/domain/review';
import { canApproveStep, isChangesRequestedStep, isOpenStep, STAFF_ROLES } from '@/src/domain/statuses';
import { pinIdSchema, pinReplySchema, placePinSchema, reviewScreenSchema } from '@/src/schemas/review';
import { pinChangeAnswer, pinReplyAnswer, placedPinAnswer, reviewScreenAnswer } from '@/src/schemas/review-answers';
import { nl } from '@/src/text/nl';
import { reviewText } from '@/src/text/nl/review';
import { describeBrowser } from '@/server/auth/user-agent';
import { decodeScreenshot, discardPinScreenshot, storePinScreenshot } from '@/server/features/review/pin-screenshots';
import { activitySource } from '@/server/trpc/context';
import { router } from '@/server/trpc/init';
import { ANY_PROJECT_ROLE, projectProcedure } from '@/server/trpc/project-procedures';
import { timelineText } from '@/src/text/nl/timeline';

// The client places and reopens pins, the agency resolves them, both reply.
// Pins of an approved step stay readable and never change.

const t = reviewText.review;
const anyRole = projectProcedure(ANY_PROJECT_ROLE);
const client = projectProcedure(['client']);
const staff = projectProcedure(STAFF_ROLES);

/** The step a screen opens on: the one asked for, else the first awaiting the client, else the first sent back, else the latest reviewed. */
function chooseStep<T extends { id: string; status: string }>(steps: readonly T[], asked: string | null | undefined): T | null {
  if (asked) return steps.find((step) => step.id === asked) ?? null;
  return steps.find((step) => canApproveStep(step.status)) ?? steps.find((step) => isChangesRequestedStep(step.status)) ?? steps.at(-1) ?? null;
}

/** Why a pin did not change: another project's or a missing pin reads NOT_FOUND; one of an approved step, or already in that state, BAD_REQUEST. */
async function pinRefusal(ctx: Parameters<typeof findPin>[0], projectId: string, pinId: string): Promise<TRPCError> {
  const pin = await findPin(ctx, projectId, pinId);
  if (!pin) return new TRPCError({ code: 'NOT_FOUND', message: t.pinNotFound });
  return new TRPCError({ code: 'BAD_REQUEST', message: isOpenStep({ status: pin.stepStatus }) ? t.changeFailed : t.closed });
}

export const projectReviewRouter = router({
  /**
   * The preview's origin is null when the link may not be framed; pins come from all the chosen step's rounds, with their threads;
   * only staff get the snippet's line.
   */
  get: anyRole.input(reviewScreenSchema).output(reviewScreenAnswer).query(async ({ ctx, input }) => {
    const { id, buildLink } = ctx.project;
    const [steps, images] = await Promise.all([listReviewSteps(ctx.db, id), listPinImages(ctx.db, id)]);
    const step = chooseStep(steps, input.stepId);
    if (input.stepId && !step) throw new TRPCError({ code: 'NOT_FOUND', message: timelineText.timeline.stepNotFound });
    const pins = step ? await listStepPins(ctx.db, id, step.id) : [];
    const rounds = (rows: (typeof steps)[number]['rounds']) =>
      rows.map((round) => ({ ...round, readyAt: moment(round.readyAt), feedbackAt: maybeMoment(round.feedbackAt) }));
    return {
      project: { id, buildLink, previewOrigin: buildLinkOrigin(buildLink, { production: ctx.services.config.production }) },
      steps: steps.map((row) => ({ id: row.id, stepNumber: row.stepNumber, stepName: row.stepName, status: row.status, rounds: rounds(row.rounds) })),
      stepId: step?.id ?? null,
      pins: pins.map(({ hasScreenshot, ...pin }) => ({ ...pin, screenshotUrl: hasScreenshot ? pinScreenshotPath(pin.id) : null })),
      images,
      snippet: ctx.user.role === 'client' ? null : snippetTag(new URL(ctx.services.config.appUrl).origin),
    };
  }),

  /**
   * "Opmerking plaatsen": only in the current round of a step awaiting the client, on a preview element (its screenshot stored and
   * counted against the upload quotas) or an uploaded image. The browser it was placed in is read from the request.
   */
  placePin: client.input(placePinSchema).output(placedPinAnswer).mutation(async ({ ctx, input }) => {
    const { where } = input;
    const screenshot = where.target === 'page' && where.screenshot ? decodeScreenshot(where.screenshot) : null;
    if (where.target === 'page' && where.screenshot && !screenshot) throw new TRPCError({ code: 'BAD_REQUEST', message: t.screenshotInvalid });
    if (where.target === 'image' && !(await findPinImage(ctx.db, ctx.project.id, where.uploadId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: t.imageNotFound });
    }
    let key: string | null = null;
    if (screenshot) {
      try {
        key = await storePinScreenshot(ctx.services.storage, ctx.project.id, screenshot);
      } catch (err) {
        ctx.log.error({ err }, 'storing a pin screenshot failed');
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: nl.generic.serviceUnavailable });
      }
    }
    const { uploadQuotaBytes, uploadQuotaPerClientBytes } = ctx.services.config;
    try {
      const pin = await ctx.db.transaction().execute(async (trx) => {
        const step = await lockReadyStep(trx, ctx.project.id, input.stepId);
        if (!step) {
          const exists = await findTimelineStep(trx, ctx.project.id, input.stepId);
          throw new TRPCError({ code: exists ? 'BAD_REQUEST' : 'NOT_FOUND', message: exists ? t.stepNotReady : timelineText.timeline.stepNotFound });
        }
        const round = await currentRoundOf(trx, step);
        const page = where.target === 'page' ? where : null;
        const placed = await insertPinWithinQuota(
          trx,
          {
            projectId: ctx.project.id,
            stepId: step.id,
            roundId: round.id,
            authorId: ctx.user.id,
            comment: input.comment,
            target: where.target,
            pagePath: page?.path ?? null,
            selector: page?.selector ?? null,
            textFallback: page?.textFallback ?? null,
            elementRole: page?.elementRole ?? null,
            elementName: page?.elementName ?? null,
            imageUploadId: where.target === 'image' ? where.uploadId : null,
            xFraction: where.xFraction,
            yFraction: where.yFraction,
            viewportWidth: page?.viewportWidth ?? null,
            viewportHeight: page?.viewportHeight ?? null,
            browser: page ? describeBrowser(ctx.device.userAgent, t.browserOn) : null,
            screenshot: key && screenshot ? { key, type: screenshot.type, bytes: screenshot.bytes.length } : null,
          },
          { projectBytes: uploadQuotaBytes, clientBytes: uploadQuotaPerClientBytes },
        );
        if (!placed) throw new TRPCError({ code: 'BAD_REQUEST', message: t.quotaFull });
        await recordActivity(trx, activitySource(ctx), { kind: 'pin_placed', projectId: ctx.project.id, subjectId: placed.id });
        await announceReviewChanged(trx, placed);
        return placed;
      });
      return pin;
    } catch (error) {
      if (key) await discardPinScreenshot(ctx.services.storage, ctx.log, key);
      throw error;
    }
  }),

  /** A reply in a pin's thread, by the client or the agency, while the step is open. */
  reply: anyRole.input(pinReplySchema).output(pinReplyAnswer).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const reply = await insertPinReply(trx, { projectId: ctx.project.id, pinId: input.pinId, authorId: ctx.user.id, body: input.body });
      if (!reply) throw await pinRefusal(trx, ctx.project.id, input.pinId);
      await recordActivity(trx, activitySource(ctx), { kind: 'pin_replied', projectId: ctx.project.id, subjectId: input.pinId });
      await announceReviewChanged(trx, { id: input.pinId, projectId: ctx.project.id });
      return reply;
    }),
  ),

  /** "Opgelost": the agency marks an open pin resolved. */
  resolvePin: staff.input(pinIdSchema).output(pinChangeAnswer).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const pin = await resolvePin(trx, ctx.project.id, input.pinId, { id: ctx.user.id, at: ctx.services.clock.now() });
      if (!pin) throw await pinRefusal(trx, ctx.project.id, input.pinId);
      await recordActivity(trx, activitySource(ctx), { kind: 'pin_resolved', projectId: ctx.project.id, subjectId: pin.id });
      await announceReviewChanged(trx, pin);
      return pin;
    }),
  ),

  /** "Heropenen": the client finds a resolved pin not resolved after all. */
  reopenPin: client.input(pinIdSchema).output(pinChangeAnswer).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const pin = await reopenPin(trx, ctx.project.id, input.pinId);
      if (!pin) throw await pinRefusal(trx, ctx.project.id, input.pinId);
      await recordActivity(trx, activitySource(ctx), { kind: 'pin_reopened', projectId: ctx.project.id, subjectId: pin.id });
      await announceReviewChanged(trx, pin);
      return pin;
    }),
  ),
});
