import { z } from 'zod';
import { PURCHASE_STATUSES, purchaseStatus } from '@/src/domain/module-purchases';
import { listBoughtModules } from '@/db/queries/modules';
import { router } from '@/server/trpc/init';
import { projectProcedure } from '@/server/trpc/project-procedures';
import { STAFF_ROLES } from '@/src/domain/statuses';

const boughtModulesAnswer = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    isRecurring: z.boolean(),
    purchasedAt: z.date(),
    status: z.enum(PURCHASE_STATUSES),
  }),
);

export const projectModulesRouter = router({
  /** The staff's project page: the modules the client bought for it, with where each stands (no money: that is the admin's). */
  list: projectProcedure(STAFF_ROLES)
    .output(boughtModulesAnswer)
    .query(async ({ ctx }) => (await listBoughtModules(ctx.db, ctx.project.id)).map((bought) => ({ ...bought, status: purchaseStatus(bought) }))),
});
