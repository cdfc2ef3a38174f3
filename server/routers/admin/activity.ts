import { activityLogSchema } from '@/src/schemas/activity';
import { activityCsv, activityPage, adminActivityFilter } from '@/server/features/activity/activity-log';
import { adminProcedure, router } from '@/server/trpc/init';

export const adminActivityRouter = router({
  /** The log screen: search over user, project and kind, a date range, a page, newest first. */
  list: adminProcedure.input(activityLogSchema).query(({ ctx, input }) => {
    const { filter, kindsMatching } = adminActivityFilter(input);
    return activityPage(ctx.db, ctx.user, filter, input.page, kindsMatching);
  }),

  /** The same filter as CSV, newest first (at most CSV_MAX_ROWS; `truncated` says when more matched). */
  csv: adminProcedure.input(activityLogSchema.omit({ page: true })).query(({ ctx, input }) => activityCsv(ctx.db, ctx.user, input)),
});
