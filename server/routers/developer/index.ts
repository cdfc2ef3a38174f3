import { router } from '@/server/trpc/init';
import { developerProjectsRouter } from './projects';
import { developerAgendaRouter } from './agenda';
import { developerDashboardRouter } from './dashboard';

export const developerRouter = router({
  projects: developerProjectsRouter,
  agenda: developerAgendaRouter,
  dashboard: developerDashboardRouter,
});
