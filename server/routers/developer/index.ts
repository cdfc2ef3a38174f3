import { router } from '@/server/trpc/init';
import { developerProjectsRouter } from './projects';

export const developerRouter = router({
  projects: developerProjectsRouter,
});
