import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { buyModuleSchema, paymentStatusSchema } from '@/src/schemas/module';
import { findOwnPayment, insertPayment } from '@/db/queries/payments';
import { findModule, isModuleOwned, listAvailableModules, listPurchasedModules } from '@/db/queries/modules';
import { clientProcedure, router, verifiedEmail } from '@/server/trpc/init';
import { projectProcedure } from '@/server/trpc/project-procedures';
import { paymentProviderTrpcError } from '@/server/payments/sepa-mandate';
import { PaymentProviderError } from '@/server/payments/types';
import { PAYMENT_WEBHOOK_PATH } from '@/server/payments/types';
import { recordModulePayment } from '@/server/features/modules/module-payments';

export const RETURN_PATH = '/upsells';

export const clientModulesRouter = router({
  /** Extra Modules for the chosen project: what it owns (with the purchase date) and the active modules it does not. */
  forProject: projectProcedure(['client']).query(async ({ ctx }) => {
    const [owned, available] = await Promise.all([listPurchasedModules(ctx.db, ctx.project.id), listAvailableModules(ctx.db, ctx.project.id)]);
    return { owned, available };
  }),

  /**
   * Starts the checkout of a one-off module for the project. The amount is the module's price as
   * stored: nothing the browser sends is read. The payment row exists before the browser leaves, so
   * the webhook and the return page find it.
   */
  buy: projectProcedure(['client'])
    .use(verifiedEmail)
    .input(buyModuleSchema)
    .mutation(async ({ ctx, input }) => {
      const module = await findModule(ctx.db, input.moduleId);
      if (!module?.isActive) throw new TRPCError({ code: 'NOT_FOUND', message: nl.modules.notAvailable });
      if (module.isRecurring) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: nl.payments.recurringNotYet });
      if (await isModuleOwned(ctx.db, ctx.project.id, module.id)) {
        throw new TRPCError({ code: 'PRECONDITION_FAILED', message: nl.modules.alreadyOwned });
      }
      const paymentId = randomUUID();
      const appUrl = ctx.services.config.appUrl.replace(/\/+$/, '');
      const returnUrl = new URL(`${appUrl}${RETURN_PATH}`);
      returnUrl.search = new URLSearchParams({ payment: 'success', paymentId, project: ctx.project.id }).toString();
      const created = await ctx.services.payments
        .createPayment({
          amount: module.price,
          description: `Module: ${module.title}`,
          redirectUrl: returnUrl.toString(),
          webhookUrl: `${appUrl}${PAYMENT_WEBHOOK_PATH}`,
          metadata: { kind: 'module', paymentId, projectId: ctx.project.id, moduleId: module.id },
        })
        .catch((error: unknown) => {
          throw paymentProviderTrpcError(error, ctx.log, nl.payments.paymentStartFailed);
        });
      await insertPayment(ctx.db, {
        id: paymentId,
        providerPaymentId: created.paymentId,
        kind: 'module',
        userId: ctx.user.id,
        projectId: ctx.project.id,
        moduleId: module.id,
        amount: module.price,
        status: created.status,
      });
      return { paymentId, checkoutUrl: created.checkoutUrl };
    }),

  /**
   * The return page's question: the provider is asked and the answer recorded by the same function
   * as the webhook's, so a purchase is recorded even where the webhook cannot arrive. While the
   * provider is away the last recorded status is returned.
   */
  paymentStatus: clientProcedure.input(paymentStatusSchema).query(async ({ ctx, input }) => {
    const payment = await findOwnPayment(ctx.db, ctx.user.id, input.paymentId);
    if (!payment) throw new TRPCError({ code: 'NOT_FOUND', message: nl.modules.paymentNotFound });
    const recorded = await recordModulePayment(ctx.services, payment.providerPaymentId).catch((error: unknown) => {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn({ err: error, paymentId: payment.id }, 'payment status not read from the provider');
      return undefined;
    });
    return { status: recorded?.status ?? payment.status };
  }),
});
