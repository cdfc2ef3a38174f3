import { router } from '@/server/trpc/init';
import { authRouter } from './auth';
import { adminRouter } from './admin/index';
import { clientRouter } from './client/index';
import { developerRouter } from './developer/index';

export const appRouter = router({
  auth: authRouter,
  client: clientRouter,
  developer: developerRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
