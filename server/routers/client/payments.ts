import { TRPCError } from '@trpc/server';
import { paymentsText } from '@/src/text/nl/payments';
import { paymentOutcome } from '@/src/domain/statuses';
import { paymentReturnSchema } from '@/src/schemas/module';
import { findVisiblePayment } from '@/db/queries/payments';
import { clientProcedure, router } from '@/server/trpc/init';
import { recordPayment } from '@/server/payments/record-payment';
import { STATUS_CHECK_MAX_AGE_MS } from '@/server/payments/checkout';
import { PaymentProviderError } from '@/server/payments/types';

export const clientPaymentsRouter = router({
  /**
   * The return page's check (?payment=success&paymentId=), recorded by the webhook's own function so a payment is recorded where the
   * webhook cannot arrive (hence a mutation). Answers from the database within 10 s of the last look, or while the provider is away.
   */
  confirm: clientProcedure.input(paymentReturnSchema).mutation(async ({ ctx, input }) => {
    const payment = await findVisiblePayment(ctx.db, ctx.user, input.paymentId);
    if (!payment) throw new TRPCError({ code: 'NOT_FOUND', message: paymentsText.payments.paymentNotFound });
    const recorded = payment.providerPaymentId
      ? await recordPayment(ctx.services, payment.providerPaymentId, { maxAgeMs: STATUS_CHECK_MAX_AGE_MS }).catch((error: unknown) => {
          if (!(error instanceof PaymentProviderError)) throw error;
          ctx.log.warn({ err: error, paymentId: payment.id }, 'payment status not read from the provider');
          return undefined;
        })
      : undefined;
    return { status: paymentOutcome(recorded ?? payment) };
  }),
});
