import { TRPCError } from '@trpc/server';
import { paymentsText } from '@/src/text/nl/payments';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { buyModuleSchema } from '@/src/schemas/module';
import { findModule, listAvailableModules, listPurchasedModules } from '@/db/queries/modules';
import { router, verifiedEmail } from '@/server/trpc/init';
import { projectProcedure } from '@/server/trpc/project-procedures';
import { paymentTrpcError } from '@/server/routers/payment-errors';
import { startModuleCheckout } from '@/server/features/modules/module-payments';
import { subscribeToModule } from '@/server/features/modules/module-subscriptions';
import { activitySource } from '@/server/trpc/context';

export const clientModulesRouter = router({
  /** Extra Modules for the chosen project: what it owns (with the purchase date, and whether its payment is charged back) and the active modules it does not. */
  forProject: projectProcedure(['client']).query(async ({ ctx }) => {
    const [purchased, available] = await Promise.all([listPurchasedModules(ctx.db, ctx.project.id), listAvailableModules(ctx.db, ctx.project.id)]);
    const owned = purchased.map(({ id, moduleId, title, price, purchasedAt, chargedBackAt }) => ({ id, moduleId, title, price, purchasedAt, chargedBackAt }));
    return { owned, available };
  }),

  /**
   * The amount is the module's stored price: nothing the browser sends is read. An open checkout for this module is returned again;
   * the payment row exists before the browser leaves, so the webhook and the return page find it.
   */
  buy: projectProcedure(['client'])
    .use(verifiedEmail)
    .input(buyModuleSchema)
    .mutation(async ({ ctx, input }) => {
      const module = await findModule(ctx.db, input.moduleId);
      if (!module?.isActive) throw new TRPCError({ code: 'NOT_FOUND', message: moduleWords.modules.notAvailable });
      if (module.isRecurring) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: moduleWords.modules.recurringOnInvoice });
      return startModuleCheckout(ctx.services, { userId: ctx.user.id, projectId: ctx.project.id, module }).catch((error: unknown) => {
        throw paymentTrpcError(error, ctx.log, paymentsText.payments.paymentStartFailed);
      });
    }),

  /** "Toevoegen": a recurring module joins the project's monthly invoice from next month; no checkout. */
  subscribe: projectProcedure(['client'])
    .use(verifiedEmail)
    .input(buyModuleSchema)
    .mutation(async ({ ctx, input }) => {
      const module = await findModule(ctx.db, input.moduleId);
      if (!module?.isActive) throw new TRPCError({ code: 'NOT_FOUND', message: moduleWords.modules.notAvailable });
      if (!module.isRecurring) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: moduleWords.modules.oneOffAtCheckout });
      return subscribeToModule(ctx.services, { clientId: ctx.project.clientId, projectId: ctx.project.id, module }, activitySource(ctx));
    }),
});
