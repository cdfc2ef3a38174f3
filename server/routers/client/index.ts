import { router } from '../../trpc/init';
import { clientProjectsRouter } from './projects';

export const clientRouter = router({
  projects: clientProjectsRouter,
});
