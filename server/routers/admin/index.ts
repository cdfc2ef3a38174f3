import { router } from '@/server/trpc/init';
import { adminStatsRouter } from './stats';
import { adminUsersRouter } from './users';
import { adminInvitationsRouter } from './invitations';
import { adminProjectsRouter } from './projects';
import { adminAgendaRouter } from './agenda';
import { adminInvoicesRouter } from './invoices';
import { adminComplaintsRouter } from './complaints';
import { adminModulesRouter } from './modules';
import { adminInsightRouter } from './insight';
import { adminActivityRouter } from './activity';
import { adminErasureRouter } from './erasure';
import { adminQuotesRouter } from './quotes';

export const adminRouter = router({
  stats: adminStatsRouter,
  users: adminUsersRouter,
  invitations: adminInvitationsRouter,
  projects: adminProjectsRouter,
  agenda: adminAgendaRouter,
  invoices: adminInvoicesRouter,
  complaints: adminComplaintsRouter,
  modules: adminModulesRouter,
  insight: adminInsightRouter,
  activity: adminActivityRouter,
  erasure: adminErasureRouter,
  quotes: adminQuotesRouter,
});
