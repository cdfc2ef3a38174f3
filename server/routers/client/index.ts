import { router } from '@/server/trpc/init';
import { clientAccountRouter } from './account';
import { clientBillingRouter } from './billing';
import { clientDashboardRouter } from './dashboard';
import { clientOnboardingRouter } from './onboarding';
import { clientInvoicesRouter } from './invoices';
import { clientModulesRouter } from './modules';
import { clientPaymentsRouter } from './payments';
import { clientQuotesRouter } from './quotes';

export const clientRouter = router({
  onboarding: clientOnboardingRouter,
  dashboard: clientDashboardRouter,
  account: clientAccountRouter,
  billing: clientBillingRouter,
  invoices: clientInvoicesRouter,
  modules: clientModulesRouter,
  payments: clientPaymentsRouter,
  quotes: clientQuotesRouter,
});
