import { router } from '../../trpc/init';
import { clientProjectsRouter } from './projects';
// -- imports: onboarding, dashboard, intake, account, billing
// -- imports: timeline, messages, uploads

export const clientRouter = router({
  projects: clientProjectsRouter,
  // -- routers: onboarding, dashboard, intake, account, billing
  // -- routers: timeline, messages, uploads
});
