// The provider side of a SEPA direct-debit set-up, shared by onboarding and the billing screen.
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { paymentsText } from '@/src/text/nl/payments';
import { PaymentProviderError, type MandateStatus, type PaymentProvider } from '@/server/payments/types';

export interface ProviderMandate {
  customerId: string;
  mandateId: string;
  status: MandateStatus;
}

/**
 * Provider calls only: the caller writes the result afterwards, so a refusal here leaves no rows of ours.
 * A customer created just before a refused mandate stays unused at the provider.
 */
export async function createSepaMandate(
  payments: PaymentProvider,
  log: FastifyBaseLogger,
  input: { existingCustomerId: string | null; customerName: string; email: string; consumerName: string; iban: string },
  mandateFailedMessage: string,
): Promise<ProviderMandate> {
  try {
    const customerId =
      input.existingCustomerId ?? (await payments.createCustomer({ name: input.customerName, email: input.email })).customerId;
    const mandate = await payments.createMandate({ customerId, consumerName: input.consumerName, consumerAccount: input.iban });
    return { customerId, ...mandate };
  } catch (error) {
    throw paymentProviderTrpcError(error, log, mandateFailedMessage);
  }
}

/** The mandate onboarding's second step asks for, if any, opened at the provider before any row is written. */
export async function openOnboardingMandate(
  payments: PaymentProvider,
  log: FastifyBaseLogger,
  client: { email: string; providerCustomerId: string | null },
  asked: { customerName: string; accountHolderName: string; iban: string } | undefined,
): Promise<ProviderMandate | null> {
  if (!asked) return null;
  const input = { existingCustomerId: client.providerCustomerId, customerName: asked.customerName, email: client.email, consumerName: asked.accountHolderName, iban: asked.iban };
  return createSepaMandate(payments, log, input, paymentsText.payments.mandateFailed);
}

/** A provider failure as the Dutch message of spec 8; anything else is a bug and stays as it is. */
export function paymentProviderTrpcError(error: unknown, log: FastifyBaseLogger, message: string): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  log.warn({ err: error, operation: error.operation }, 'payment provider call failed');
  return new TRPCError({
    code: 'BAD_GATEWAY',
    message: error.operation === 'createCustomer' ? paymentsText.payments.customerFailed : message,
    cause: error,
  });
}
