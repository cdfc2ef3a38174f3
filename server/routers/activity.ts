import { TRPCError } from '@trpc/server';
import { projectText } from '@/src/text/nl/project';
import { ownActivitySchema } from '@/src/schemas/activity';
import { findAccessibleProject } from '@/db/queries/projects';
import { activityPage } from '@/server/features/activity/activity-log';
import { rolesProcedure, router } from '@/server/trpc/init';
import { ANY_PROJECT_ROLE } from '@/server/trpc/project-procedures';

export const activityRouter = router({
  /**
   * /activiteit: what happened on the caller's account and projects, newest first, a page at a time;
   * a client never sees staff's checklist work. Another's project answers as missing.
   */
  mine: rolesProcedure(ANY_PROJECT_ROLE)
    .input(ownActivitySchema)
    .query(async ({ ctx, input }) => {
      if (input.projectId && !(await findAccessibleProject(ctx.db, ctx.user, input.projectId))) {
        throw new TRPCError({ code: 'NOT_FOUND', message: projectText.project.notFound });
      }
      return activityPage(ctx.db, ctx.user, { scope: 'own', projectId: input.projectId, kind: input.kind }, input.page);
    }),
});
