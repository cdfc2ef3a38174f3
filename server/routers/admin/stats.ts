import { adminCounters } from '@/db/queries/admin-counters';
import { adminProcedure, router } from '@/server/trpc/init';
import { sharedWhileRunning } from '@/db/shared-while-running';

export const adminStatsRouter = router({
  /** Spec 2, the admin dashboard's counters (adminCounters has what each counts). */
  get: adminProcedure.query(({ ctx }) => sharedWhileRunning(ctx.db, 'counters', () => adminCounters(ctx.db))),
});
