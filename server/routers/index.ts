import { router } from '@/server/trpc/init';
import { authRouter } from './auth';
import { adminRouter } from './admin/index';
import { clientRouter } from './client/index';
import { developerRouter } from './developer/index';
import { projectRouter } from './project/index';
import { complaintsRouter } from './complaints';
import { accountRouter } from './account/index';
import { liveRouter } from './live';
import { notificationsRouter } from './notifications';
import { activityRouter } from './activity';
import { siteRouter } from './site';
import { quoteRouter } from './quote';

export const appRouter = router({
  auth: authRouter,
  client: clientRouter,
  developer: developerRouter,
  admin: adminRouter,
  project: projectRouter,
  complaints: complaintsRouter,
  account: accountRouter,
  notifications: notificationsRouter,
  live: liveRouter,
  activity: activityRouter,
  site: siteRouter,
  quote: quoteRouter,
});

export type AppRouter = typeof appRouter;
