import { router } from '@/server/trpc/init';
import { developerProjectsRouter } from './projects';
import { developerAgendaRouter } from './agenda';

export const developerRouter = router({
  projects: developerProjectsRouter,
  agenda: developerAgendaRouter,
});
