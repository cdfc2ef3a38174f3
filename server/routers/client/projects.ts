import { clientProcedure, router } from '@/server/trpc/init';

export const clientProjectsRouter = router({
  /** The signed-in client's own projects, newest first. */
  list: clientProcedure.query(({ ctx }) =>
    ctx.db
      .selectFrom('projects')
      .select(['id', 'packageType', 'monthlyPrice', 'status', 'buildLink', 'createdAt', 'developerId'])
      .where('clientId', '=', ctx.user.id)
      .orderBy('createdAt', 'desc')
      .execute(),
  ),
});
