import { router } from '@/server/trpc/init';
import { adminStatsRouter } from './stats';

export const adminRouter = router({
  stats: adminStatsRouter,
});
