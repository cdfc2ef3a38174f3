import { router } from '@/server/trpc/init';
import { clientProjectsRouter } from './projects';
// -- imports: onboarding, dashboard, intake, account, billing
import { clientOnboardingRouter } from './onboarding';
import { clientDashboardRouter } from './dashboard';
import { clientIntakeRouter } from './intake';
import { clientAccountRouter } from './account';
import { clientBillingRouter } from './billing';
// -- imports: timeline, messages, uploads
import { clientTimelineRouter } from './timeline';
import { clientMessagesRouter } from './messages';
import { clientUploadsRouter } from './uploads';

export const clientRouter = router({
  projects: clientProjectsRouter,
  // -- routers: onboarding, dashboard, intake, account, billing
  onboarding: clientOnboardingRouter,
  dashboard: clientDashboardRouter,
  intake: clientIntakeRouter,
  account: clientAccountRouter,
  billing: clientBillingRouter,
  // -- routers: timeline, messages, uploads
  timeline: clientTimelineRouter,
  messages: clientMessagesRouter,
  uploads: clientUploadsRouter,
});
