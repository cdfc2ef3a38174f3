import { TRPCError } from '@trpc/server';
import { projectText } from '@/src/text/nl/project';
import { ownActivitySchema } from '@/src/schemas/activity';
import { findAccessibleProject } from '@/db/queries/projects';
import { ownActivityAnswer } from '@/src/schemas/answers';
import { ownActivityPage } from '@/server/features/activity/activity-log';
import { rolesProcedure, router } from '@/server/trpc/init';
import { ANY_PROJECT_ROLE } from '@/server/trpc/project-procedures';

export const activityRouter = router({
  /**
   * A client never sees staff's checklist work, and another's project answers as missing.
   * Staff appear as the page names them, without their id, full name or network.
   */
  mine: rolesProcedure(ANY_PROJECT_ROLE)
    .input(ownActivitySchema)
    .output(ownActivityAnswer)
    .query(async ({ ctx, input }) => {
      if (input.projectId && !(await findAccessibleProject(ctx.db, ctx.user, input.projectId))) {
        throw new TRPCError({ code: 'NOT_FOUND', message: projectText.project.notFound });
      }
      return ownActivityPage(ctx.db, ctx.user, { projectId: input.projectId, kind: input.kind }, input.page);
    }),
});
