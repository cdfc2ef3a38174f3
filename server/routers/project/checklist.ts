import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { nl } from '@/src/text/nl';
import { checklistText as checklistWords } from '@/src/text/nl/checklist';
import { checklistItemSchema } from '@/src/schemas/checklist';
import { checklistItemIdSchema } from '@/src/schemas/project-admin';
import { addChecklistItem, deleteChecklistItem, listChecklist, setChecklistItemDone } from '@/db/queries/checklist';
import { announceChecklist } from '@/db/queries/notify-project';
import { router } from '@/server/trpc/init';
import { projectProcedure } from '@/server/trpc/project-procedures';
import { STAFF_ROLES } from '@/src/domain/statuses';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';

const staff = projectProcedure(STAFF_ROLES);
function found<T>(item: T | undefined): T {
  if (!item) throw new TRPCError({ code: 'NOT_FOUND', message: checklistWords.checklist.notFound });
  return item;
}

/** The project checklist (spec 2, 4): the staff's own list, not shown to the client. */
export const projectChecklistRouter = router({
  list: staff.query(({ ctx }) => listChecklist(ctx.db, ctx.project.id)),

  /** A trimmed title ("Titel is verplicht") and an optional description; the item goes last. Open staff pages follow every change. */
  add: staff.input(checklistItemSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const item = await addChecklistItem(trx, ctx.project.id, input);
      await recordActivity(trx, activitySource(ctx), { kind: 'checklist_changed', projectId: ctx.project.id, subjectId: item.id });
      await announceChecklist(trx, ctx.project.id);
      return item;
    }),
  ),

  /** Ticks or unticks an item (spec 4: either way). */
  setDone: staff
    .input(checklistItemIdSchema.extend({ isCompleted: z.boolean({ error: nl.validation.invalidChoice }) }))
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        const item = found(await setChecklistItemDone(trx, ctx.project.id, input.itemId, input.isCompleted));
        await recordActivity(trx, activitySource(ctx), { kind: 'checklist_changed', projectId: ctx.project.id, subjectId: item.id });
        await announceChecklist(trx, ctx.project.id);
        return item;
      }),
    ),

  /** Spec 2: the admin deletes items. */
  delete: projectProcedure(['admin'])
    .input(checklistItemIdSchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        const item = found(await deleteChecklistItem(trx, ctx.project.id, input.itemId));
        await recordActivity(trx, activitySource(ctx), { kind: 'checklist_changed', projectId: ctx.project.id, subjectId: item.id });
        await announceChecklist(trx, ctx.project.id);
        return item;
      }),
    ),
});
