import { stepTurn } from '@/src/domain/turns';
import { listCurrentSteps } from '@/db/queries/dashboard';
import { developerProcedure, router } from '@/server/trpc/init';

/** "Wacht op jou" shows this many steps; the rest are on the projects' pages. */
export const WAITING_LIMIT = 10;

export const developerDashboardRouter = router({
  /**
   * The steps waiting for the developer, first on their dashboard: of each assigned project the
   * current step when it is the agency's turn (src/domain/turns), the soonest expected first.
   */
  waiting: developerProcedure.query(async ({ ctx }) => {
    const current = await listCurrentSteps(ctx.db, ctx.user);
    const waiting = current
      .filter((step) => stepTurn(step) === 'agency')
      .sort((a, b) => (a.expectedDate ?? '9999').localeCompare(b.expectedDate ?? '9999') || a.stepNumber - b.stepNumber);
    return { steps: waiting.slice(0, WAITING_LIMIT), total: waiting.length };
  }),
});
