import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { paymentsText } from '@/src/text/nl/payments';
import { CheckoutTooSoonError } from '@/server/payments/checkout';
import { paymentProviderTrpcError } from '@/server/payments/sepa-mandate';
import { NotRefundableError, RefundTooLargeError } from '@/server/features/refunds/refund-payment';

/**
 * A money procedure's failure as the Dutch message the person sees: provider away or refusing, checkout too soon, refund too large.
 * Anything else is a bug and stays as it is.
 */
export function paymentTrpcError(error: unknown, log: FastifyBaseLogger, providerMessage: string): unknown {
  if (error instanceof CheckoutTooSoonError) return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: paymentsText.payments.checkoutTooSoon });
  if (error instanceof RefundTooLargeError || error instanceof NotRefundableError) {
    return new TRPCError({ code: 'PRECONDITION_FAILED', message: error.message });
  }
  return paymentProviderTrpcError(error, log, providerMessage);
}
