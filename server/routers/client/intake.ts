import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { nl } from '@/src/text/nl';
import { intakeDraftSchema, intakeSchema, type IntakeDraft, type IntakeForm } from '@/src/schemas/intake';
import { router } from '@/server/trpc/init';
import { clientProjectProcedure } from '@/server/trpc/project-procedures';

const saveIntakeExtraInput = z.object({ submit: z.boolean({ error: nl.validation.invalidChoice }) });

/** The draft checked as a submission; the ZodError as cause gives the form its per-field messages. */
function completeForm(draft: IntakeDraft): IntakeForm {
  const result = intakeSchema.safeParse(draft);
  if (result.success) return result.data;
  throw new TRPCError({ code: 'BAD_REQUEST', message: result.error.issues[0]?.message ?? nl.generic.error, cause: result.error });
}

export const clientIntakeRouter = router({
  /** The project's intake form, or null when nothing has been saved yet. */
  get: clientProjectProcedure.query(async ({ ctx }) => {
    const form = await ctx.db
      .selectFrom('intakeForms')
      .select([
        'status',
        'hasExistingWebsite',
        'existingWebsiteUrl',
        'servicesDescription',
        'hasLogo',
        'logoUrl',
        'hasDomain',
        'domainRegistrar',
        'colorPalette',
        'preferredFonts',
        'exampleWebsites',
        'targetAudience',
        'visitorGoals',
        'requiredPages',
        'hasContent',
        'contentUrls',
        'additionalNotes',
        'updatedAt',
      ])
      .where('projectId', '=', ctx.project.id)
      .executeTakeFirst();
    return form ? { ...form, updatedAt: form.updatedAt.toISOString() } : null;
  }),

  /**
   * Saves the form as a draft (submit false; answers may still be missing) or submits it (every
   * required answer given). A submitted form is read-only. Both steps are single statements that
   * settle races in the database: the insert does nothing when a row exists, and the update only
   * touches a row that is not yet submitted.
   */
  save: clientProjectProcedure
    .input(intakeDraftSchema)
    .input(saveIntakeExtraInput)
    .mutation(async ({ ctx, input }) => {
      const { projectId: _projectId, submit, ...draft } = input;
      const form = submit ? completeForm(draft) : draft;
      const values = { ...form, status: submit ? ('submitted' as const) : ('draft' as const) };
      const inserted = await ctx.db
        .insertInto('intakeForms')
        .values({ ...values, projectId: ctx.project.id })
        .onConflict((oc) => oc.column('projectId').doNothing())
        .returning('status')
        .executeTakeFirst();
      if (inserted) return { status: inserted.status, created: true };
      const updated = await ctx.db
        .updateTable('intakeForms')
        .set({ ...values, updatedAt: new Date() })
        .where('projectId', '=', ctx.project.id)
        .where('status', '<>', 'submitted')
        .returning('status')
        .executeTakeFirst();
      if (!updated) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: nl.intake.alreadySubmitted });
      return { status: updated.status, created: false };
    }),
});
