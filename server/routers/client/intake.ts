import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { nl } from '../../../src/text/nl';
import { intakeSchema } from '../../../src/schemas/intake';
import { router } from '../../trpc/init';
import { clientProjectProcedure } from '../../trpc/project-procedures';

const saveIntakeExtraInput = z.object({ submit: z.boolean({ error: nl.validation.invalidChoice }) });

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
   * Saves the form as a draft (submit false) or submits it. A submitted form is read-only. Both steps
   * are single statements that settle races in the database: the insert does nothing when a row
   * exists, and the update only touches a row that is not yet submitted.
   */
  save: clientProjectProcedure
    .input(intakeSchema)
    .input(saveIntakeExtraInput)
    .mutation(async ({ ctx, input }) => {
      const { projectId: _projectId, submit, ...form } = input;
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
