import { stepTurn } from '@/src/domain/turns';
import { listCurrentSteps } from '@/db/queries/dashboard';
import { developerProcedure, router } from '@/server/trpc/init';
import { todayInAmsterdam } from '@/src/dates';
import { answersSince } from '@/src/domain/insight';
import { findVisit, recordVisit, stepsAnsweredSince, stepsDueThisWeek, stepsWithOpenPins } from '@/db/queries/developer-week';

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

  /** "Deze week": own steps overdue or due within 7 days, what clients answered since the previous visit, and the steps with open pins. */
  week: developerProcedure.query(async ({ ctx }) => {
    const now = ctx.services.clock.now();
    const since = answersSince(await findVisit(ctx.db, ctx.user.id), now);
    const today = todayInAmsterdam(now);
    const [due, answered, openPins] = await Promise.all([
      stepsDueThisWeek(ctx.db, ctx.user, today),
      stepsAnsweredSince(ctx.db, ctx.user, since),
      stepsWithOpenPins(ctx.db, ctx.user),
    ]);
    const steps = (overdue: boolean) => due.filter((step) => step.overdue === overdue).map(({ overdue: _overdue, ...step }) => step);
    return { today, since, overdue: steps(true), dueSoon: steps(false), answered, openPins };
  }),

  /** The dashboard was seen: the browser says so once it has drawn "Deze week" (a read never writes). */
  visited: developerProcedure.mutation(async ({ ctx }) => {
    await recordVisit(ctx.db, ctx.user.id, ctx.services.clock.now());
  }),
});
