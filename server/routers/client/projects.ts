import { listProjectsForPicker } from '@/db/queries/projects';
import { clientProcedure, router } from '@/server/trpc/init';

export const clientProjectsRouter = router({
  /** The signed-in client's own projects, newest first (the project picker). */
  list: clientProcedure.query(({ ctx }) => listProjectsForPicker(ctx.db, ctx.user)),
});
