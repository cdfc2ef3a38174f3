import { pageWindow } from '@/src/schemas/list';
import { erasureDecisionSchema, erasureListSchema } from '@/src/schemas/privacy';
import { listErasureRequests } from '@/db/queries/erasure';
import { decideErasure } from '@/server/features/privacy/erasure';
import { activitySource } from '@/server/trpc/context';
import { adminProcedure, router } from '@/server/trpc/init';

export const adminErasureRouter = router({
  /** Erasure requests: open ones first, a page at a time. */
  list: adminProcedure.input(erasureListSchema).query(({ ctx, input }) => listErasureRequests(ctx.db, pageWindow(input.page))),

  /** Approve (the account and its data are erased) or decline, with a reason the person is mailed. */
  decide: adminProcedure.input(erasureDecisionSchema).mutation(({ ctx, input }) =>
    decideErasure(ctx.services, ctx.log, { by: { requestId: input.requestId }, approve: input.approve, reason: input.reason, source: activitySource(ctx) }),
  ),
});
