import { insertProjectMessage, listProjectMessages } from '@/db/queries/project-messages';
import { messageSchema } from '@/src/schemas/message';
import { notifyMessage } from '@/server/notifications';
import { router } from '@/server/trpc/init';
import { clientProjectProcedure } from '@/server/trpc/project-procedures';

export const clientMessagesRouter = router({
  /** The project's thread, newest first, with each author's name and email. */
  list: clientProjectProcedure.query(({ ctx }) => listProjectMessages(ctx.db, ctx.project.id)),

  /** Trimmed, never blank (messageSchema); the developer (or the admins) get a mail. */
  send: clientProjectProcedure.input(messageSchema).mutation(async ({ ctx, input }) => {
    const message = await insertProjectMessage(ctx.db, { projectId: ctx.project.id, authorId: ctx.user.id, message: input.message });
    await notifyMessage(ctx.services, ctx.log, message.id);
    return message;
  }),
});
