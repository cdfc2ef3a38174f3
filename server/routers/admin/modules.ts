import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { pageSchema, pageWindow } from '@/src/schemas/list';
import { setModuleActiveSchema, updateModuleSchema, moduleSchema } from '@/src/schemas/module';
import { purchaseRefundSchema } from '@/src/schemas/refund';
import { findPurchase, insertModule, listModules, listPurchasedModules, setModuleActive, updateModule } from '@/db/queries/modules';
import { adminProcedure, router } from '@/server/trpc/init';
import { projectProcedure } from '@/server/trpc/project-procedures';
import { paymentTrpcError } from '@/server/routers/payment-errors';
import { refundPayment } from '@/server/features/refunds/refund-payment';
import { findVisibleInvoice } from '@/db/queries/invoices';
import { activitySource } from '@/server/trpc/context';

export const adminModulesRouter = router({
  /** The modules catalogue (the page "Upsell Modules"): newest first, a page at a time. */
  list: adminProcedure.input(z.object({ page: pageSchema })).query(({ ctx, input }) => listModules(ctx.db, pageWindow(input.page))),

  /** A new module starts active (spec 6). */
  create: adminProcedure.input(moduleSchema).mutation(({ ctx, input }) => insertModule(ctx.db, { ...input, isActive: true })),

  /** Changes the offer only: purchases keep the title and price they were bought at. */
  update: adminProcedure.input(updateModuleSchema).mutation(async ({ ctx, input }) => {
    const { moduleId, ...fields } = input;
    const module = await updateModule(ctx.db, moduleId, fields);
    if (!module) throw new TRPCError({ code: 'NOT_FOUND', message: moduleWords.modules.notFound });
    return module;
  }),

  setActive: adminProcedure.input(setModuleActiveSchema).mutation(async ({ ctx, input }) => {
    const module = await setModuleActive(ctx.db, input.moduleId, input.isActive);
    if (!module) throw new TRPCError({ code: 'NOT_FOUND', message: moduleWords.modules.notFound });
    return module;
  }),

  /** The project detail's "Gekochte modules": title and price as paid, newest first, charged back or refunded. */
  purchasedForProject: projectProcedure(['admin']).query(({ ctx }) => listPurchasedModules(ctx.db, ctx.project.id)),

  /** "Terugbetalen" a module purchase: all or part of what was paid goes back, with a credit note. */
  refundPurchase: projectProcedure(['admin'])
    .input(purchaseRefundSchema)
    .mutation(async ({ ctx, input }) => {
      const purchase = await findPurchase(ctx.db, ctx.project.id, input.purchaseId);
      if (!purchase) throw new TRPCError({ code: 'NOT_FOUND', message: moduleWords.modules.purchaseNotFound });
      if (!purchase.paymentId) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: refundText.refunds.notRefundable });
      // The credit note refers to the purchase's invoice; a purchase from before invoices were made names the module.
      const invoice = purchase.invoiceId ? await findVisibleInvoice(ctx.db, ctx.user, purchase.invoiceId) : undefined;
      return refundPayment(ctx.services, {
        paymentId: purchase.paymentId,
        amount: input.amount,
        reason: input.reason,
        createdBy: ctx.user.id,
        source: activitySource(ctx),
        creditNote: invoice ? { invoice } : { userId: ctx.project.clientId, subject: purchase.title },
      }).catch((error: unknown) => {
        throw paymentTrpcError(error, ctx.log, refundText.refunds.failed);
      });
    }),
});
