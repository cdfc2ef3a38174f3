import { projectsVisibleTo } from '@/db/queries/projects';
import { developerProcedure, router } from '@/server/trpc/init';

export const developerProjectsRouter = router({
  /** Projects assigned to the signed-in developer, with the client's name and company. */
  list: developerProcedure.query(({ ctx }) =>
    projectsVisibleTo(ctx.db, ctx.user)
      .leftJoin('profiles as client', 'client.id', 'projects.clientId')
      .select([
        'projects.id',
        'projects.packageType',
        'projects.monthlyPrice',
        'projects.status',
        'projects.createdAt',
        'client.fullName as clientName',
        'client.companyName as companyName',
      ])
      .orderBy('projects.createdAt', 'desc')
      .execute(),
  ),
});
