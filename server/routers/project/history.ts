import { projectHistorySchema } from '@/src/schemas/activity';
import { staffActivityAnswer } from '@/src/schemas/answers';
import { activityPage } from '@/server/features/activity/activity-log';
import { router } from '@/server/trpc/init';
import { projectProcedure } from '@/server/trpc/project-procedures';
import { STAFF_ROLES } from '@/src/domain/statuses';

export const projectHistoryRouter = router({
  /** The project detail's history (admin, or the assigned developer): every logged action on it, newest first. */
  list: projectProcedure(STAFF_ROLES)
    .input(projectHistorySchema)
    .output(staffActivityAnswer)
    .query(({ ctx, input }) => activityPage(ctx.db, ctx.user, { projectId: ctx.project.id }, input.page)),
});
