import { insertProjectMessage, listProjectMessages } from '@/db/queries/project-messages';
import { announceMessage } from '@/db/queries/notify-project';
import { messageSchema } from '@/src/schemas/message';
import { projectMessageAnswer, projectMessagesAnswer } from '@/src/schemas/answers';
import { THREAD_PAGE_SIZE, threadPageSchema } from '@/src/schemas/list';
import { notifyMessage } from '@/server/features/mails/project-mails';
import { router, verifiedEmail } from '@/server/trpc/init';
import { ANY_PROJECT_ROLE, projectProcedure } from '@/server/trpc/project-procedures';
import { recordActivity } from '@/db/queries/activity';
import { activitySource } from '@/server/trpc/context';

const anyRole = projectProcedure(ANY_PROJECT_ROLE);

export const projectMessagesRouter = router({
  /** The project's thread, newest first, 50 at a time (`cursor`: the oldest message shown), with each author's name and email. */
  list: anyRole
    .input(threadPageSchema)
    .output(projectMessagesAnswer)
    .query(({ ctx, input }) => listProjectMessages(ctx.db, ctx.project.id, { limit: THREAD_PAGE_SIZE, before: input.cursor })),

  /**
   * Trimmed, never blank (messageSchema). Open threads show it at once and the other party gets a
   * notification, both in the message's transaction; then a mail (notifyMessage).
   */
  send: anyRole
    .use(verifiedEmail)
    .input(messageSchema)
    .output(projectMessageAnswer)
    .mutation(async ({ ctx, input }) => {
    const message = await ctx.db.transaction().execute(async (trx) => {
      const inserted = await insertProjectMessage(trx, { projectId: ctx.project.id, authorId: ctx.user.id, message: input.message });
      await recordActivity(trx, activitySource(ctx), { kind: 'message_sent', projectId: ctx.project.id, subjectId: inserted.id });
      await announceMessage(trx, { id: inserted.id, projectId: inserted.projectId, authorId: ctx.user.id });
      return inserted;
    });
    await notifyMessage(ctx.services, ctx.log, message.id);
    return message;
  }),
});
