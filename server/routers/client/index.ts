import { router } from '@/server/trpc/init';
import { clientAccountRouter } from './account';
import { clientBillingRouter } from './billing';
import { clientDashboardRouter } from './dashboard';
import { clientOnboardingRouter } from './onboarding';
import { clientProjectsRouter } from './projects';

export const clientRouter = router({
  projects: clientProjectsRouter,
  onboarding: clientOnboardingRouter,
  dashboard: clientDashboardRouter,
  account: clientAccountRouter,
  billing: clientBillingRouter,
});
