import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { nl } from '@/src/text/nl';
import { intakeText as intakeWords } from '@/src/text/nl/intake-form';
import { intakeDraftSchema, intakeSchema, type IntakeDraft, type IntakeForm } from '@/src/schemas/intake';
import { findIntakeForm, saveIntakeForm } from '@/db/queries/intake-forms';
import { recordActivity } from '@/db/queries/activity';
import { router } from '@/server/trpc/init';
import { activitySource } from '@/server/trpc/context';
import { ANY_PROJECT_ROLE, projectProcedure } from '@/server/trpc/project-procedures';

const saveIntakeExtraInput = z.object({ submit: z.boolean({ error: nl.validation.invalidChoice }) });

/** The draft checked as a submission; the ZodError as cause gives the form its per-field messages. */
function completeForm(draft: IntakeDraft): IntakeForm {
  const result = intakeSchema.safeParse(draft);
  if (result.success) return result.data;
  throw new TRPCError({ code: 'BAD_REQUEST', message: result.error.issues[0]?.message ?? nl.generic.error, cause: result.error });
}

export const projectIntakeRouter = router({
  /** The project's intake form, or null when nothing has been saved yet. Staff read it (spec 6). */
  get: projectProcedure(ANY_PROJECT_ROLE).query(async ({ ctx }) => (await findIntakeForm(ctx.db, ctx.project.id)) ?? null),

  /**
   * Saves the form as a draft (submit false; answers may still be missing) or submits it (every
   * required answer given). A submitted form is read-only.
   */
  save: projectProcedure(['client'])
    .input(intakeDraftSchema)
    .input(saveIntakeExtraInput)
    .mutation(async ({ ctx, input }) => {
      const { projectId: _projectId, submit, ...draft } = input;
      const form = submit ? completeForm(draft) : draft;
      const values = { ...form, status: submit ? ('submitted' as const) : ('draft' as const) };
      return ctx.db.transaction().execute(async (trx) => {
        const saved = await saveIntakeForm(trx, ctx.project.id, values);
        if (!saved) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: intakeWords.intake.alreadySubmitted });
        await recordActivity(trx, activitySource(ctx), { kind: submit ? 'intake_submitted' : 'intake_saved', projectId: ctx.project.id });
        return saved;
      });
    }),
});
