import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { nl } from '@/src/text/nl';
import { checklistItemSchema } from '@/src/schemas/checklist';
import { checklistItemIdSchema } from '@/src/schemas/project-admin';
import { addChecklistItem, deleteChecklistItem, listChecklist, setChecklistItemDone } from '@/db/queries/checklist';
import { router } from '@/server/trpc/init';
import { projectProcedure, STAFF } from '@/server/trpc/project-procedures';

const staff = projectProcedure(STAFF);
function found<T>(item: T | undefined): T {
  if (!item) throw new TRPCError({ code: 'NOT_FOUND', message: nl.checklist.notFound });
  return item;
}

/** The project checklist (spec 2, 4): the staff's own list, not shown to the client. */
export const projectChecklistRouter = router({
  list: staff.query(({ ctx }) => listChecklist(ctx.db, ctx.project.id)),

  /** A trimmed title ("Titel is verplicht") and an optional description; the item goes last. */
  add: staff.input(checklistItemSchema).mutation(({ ctx, input }) => addChecklistItem(ctx.db, ctx.project.id, input)),

  /** Ticks or unticks an item (spec 4: either way). */
  setDone: staff
    .input(checklistItemIdSchema.extend({ isCompleted: z.boolean({ error: nl.validation.invalidChoice }) }))
    .mutation(async ({ ctx, input }) => found(await setChecklistItemDone(ctx.db, ctx.project.id, input.itemId, input.isCompleted))),

  /** Spec 2: the admin deletes items. */
  delete: projectProcedure(['admin'])
    .input(checklistItemIdSchema)
    .mutation(async ({ ctx, input }) => found(await deleteChecklistItem(ctx.db, ctx.project.id, input.itemId))),
});
