import { activityLogSchema } from '@/src/schemas/activity';
import { activityCsvAnswer, staffActivityAnswer } from '@/src/schemas/answers';
import { activityCsv, activityPage, adminActivityFilter } from '@/server/features/activity/activity-log';
import { adminProcedure, router } from '@/server/trpc/init';

export const adminActivityRouter = router({
  /** The log screen: search over user, project and kind, a date range, a page, newest first. */
  list: adminProcedure.input(activityLogSchema).output(staffActivityAnswer).query(({ ctx, input }) => {
    const { filter, kindsMatching } = adminActivityFilter(input);
    return activityPage(ctx.db, ctx.user, filter, input.page, kindsMatching);
  }),

  /** The same filter as CSV, newest first (at most CSV_MAX_ROWS; `truncated` says when more matched). */
  csv: adminProcedure.input(activityLogSchema.omit({ page: true })).output(activityCsvAnswer).query(({ ctx, input }) => activityCsv(ctx.db, ctx.user, input)),
});
