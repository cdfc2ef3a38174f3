import { listQuerySchema, pageWindow } from '@/src/schemas/list';
import { projectCounters, searchProjects } from '@/db/queries/project-lists';
import { developerProcedure, router } from '@/server/trpc/init';

export const developerProjectsRouter = router({
  /**
   * The developer's dashboard and Mijn Projecten: counters over all their projects, and a page of
   * them searched (case-insensitive, anywhere) over client, company, package and the Dutch status.
   */
  list: developerProcedure.input(listQuerySchema).query(async ({ ctx, input }) => {
    const [counters, page] = await Promise.all([
      projectCounters(ctx.db, ctx.user),
      searchProjects(ctx.db, ctx.user, { q: input.q, ...pageWindow(input.page) }),
    ]);
    return { counters, ...page };
  }),
});
