import { router } from '../../trpc/init';
import { developerProjectsRouter } from './projects';

export const developerRouter = router({
  projects: developerProjectsRouter,
});
