import { insertProjectMessage, listProjectMessages } from '@/db/queries/project-messages';
import { messageSchema } from '@/src/schemas/message';
import { notifyMessage } from '@/server/notifications';
import { router } from '@/server/trpc/init';
import { ANY_PROJECT_ROLE, projectProcedure } from '@/server/trpc/project-procedures';

const anyRole = projectProcedure(ANY_PROJECT_ROLE);

export const projectMessagesRouter = router({
  /** The project's thread, newest first, with each author's name and email. */
  list: anyRole.query(({ ctx }) => listProjectMessages(ctx.db, ctx.project.id)),

  /** Trimmed, never blank (messageSchema); the other party gets a mail (notifyMessage). */
  send: anyRole.input(messageSchema).mutation(async ({ ctx, input }) => {
    const message = await insertProjectMessage(ctx.db, { projectId: ctx.project.id, authorId: ctx.user.id, message: input.message });
    await notifyMessage(ctx.services, ctx.log, message.id);
    return message;
  }),
});
