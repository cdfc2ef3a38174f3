import { createMollieClient, Locale, MandateMethod, SequenceType } from '@mollie/api-client';
import {
  isPayableAmount,
  PaymentProviderError,
  type MandateStatus,
  type PaymentOperation,
  type PaymentProvider,
  type PaymentStatus,
} from './types';

// Mollie in production: customers, SEPA direct-debit mandates and one-off payments through
// @mollie/api-client v4. Every failure becomes a PaymentProviderError naming the operation.

export interface MolliePaymentsOptions {
  /** A Mollie API key, 'test_…' or 'live_…'. */
  apiKey: string;
  /** Defaults to Mollie's own endpoint; tests and proxies may override it. */
  apiEndpoint?: string;
  /** Clock for the mandate's signature date (tests). */
  now?: () => Date;
}

const MANDATE_STATUSES: Record<string, MandateStatus> = { valid: 'valid', pending: 'pending', invalid: 'invalid' };

/** Mollie's mandate status; anything unknown counts as invalid, so nothing is ever collected on it. */
export function mapMandateStatus(status: unknown): MandateStatus {
  return (typeof status === 'string' && MANDATE_STATUSES[status]) || 'invalid';
}

const PAYMENT_STATUSES: Record<string, PaymentStatus> = {
  open: 'open',
  pending: 'pending',
  // Authorized (e.g. pay-later, manual capture) is not money received yet.
  authorized: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/** Mollie's payment status; anything unknown counts as pending (never as paid). */
export function mapPaymentStatus(status: unknown): PaymentStatus {
  return (typeof status === 'string' && PAYMENT_STATUSES[status]) || 'pending';
}

/** Mollie hands metadata back as the JSON it was given; keep the string values of a plain object. */
function toStringRecord(metadata: unknown): Record<string, string> {
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return {};
  const record: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (typeof value === 'string') record[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') record[key] = String(value);
  }
  return record;
}

/** 'YYYY-MM-DD' of the given moment in Amsterdam. */
function amsterdamDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

async function wrap<T>(operation: PaymentOperation, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    throw new PaymentProviderError(operation, error);
  }
}

export function createMolliePayments(options: MolliePaymentsOptions): PaymentProvider {
  if (!/^(test|live)_\w+$/.test(options.apiKey)) {
    throw new Error("Mollie API key must start with 'test_' or 'live_'");
  }
  const mollie = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });
  const now = options.now ?? (() => new Date());

  return {
    kind: 'mollie',

    createCustomer: ({ name, email }) =>
      wrap('createCustomer', async () => {
        const customer = await mollie.customers.create({ name, email, locale: Locale.nl_NL });
        return { customerId: customer.id };
      }),

    createMandate: ({ customerId, consumerName, consumerAccount, mandateReference }) =>
      wrap('createMandate', async () => {
        const mandate = await mollie.customerMandates.create({
          customerId,
          method: MandateMethod.directdebit,
          consumerName,
          consumerAccount,
          signatureDate: amsterdamDate(now()),
          ...(mandateReference ? { mandateReference } : {}),
        });
        return { mandateId: mandate.id, status: mapMandateStatus(mandate.status) };
      }),

    getMandate: ({ customerId, mandateId }) =>
      wrap('getMandate', async () => {
        const mandate = await mollie.customerMandates.get(mandateId, { customerId });
        return { mandateId: mandate.id, status: mapMandateStatus(mandate.status) };
      }),

    createPayment: ({ amount, description, redirectUrl, webhookUrl, metadata }) =>
      wrap('createPayment', async () => {
        if (!isPayableAmount(amount)) throw new Error(`Invalid amount ${JSON.stringify(amount)}`);
        const payment = await mollie.payments.create({
          amount: { currency: 'EUR', value: amount },
          description,
          redirectUrl,
          webhookUrl,
          metadata,
          locale: Locale.nl_NL,
        });
        const checkoutUrl = payment.getCheckoutUrl();
        if (!checkoutUrl) throw new Error(`Payment ${payment.id} has no checkout URL`);
        return { paymentId: payment.id, checkoutUrl, status: mapPaymentStatus(payment.status) };
      }),

    chargeMandate: ({ customerId, mandateId, amount, description, webhookUrl, metadata, idempotencyKey }) =>
      wrap('chargeMandate', async () => {
        if (!isPayableAmount(amount)) throw new Error(`Invalid amount ${JSON.stringify(amount)}`);
        const payment = await mollie.customerPayments.create({
          customerId,
          mandateId,
          sequenceType: SequenceType.recurring,
          amount: { currency: 'EUR', value: amount },
          description,
          webhookUrl,
          metadata,
          idempotencyKey,
        });
        return { paymentId: payment.id, status: mapPaymentStatus(payment.status) };
      }),

    getPayment: (paymentId) =>
      wrap('getPayment', async () => {
        const payment = await mollie.payments.get(paymentId);
        return {
          paymentId: payment.id,
          status: mapPaymentStatus(payment.status),
          amount: payment.amount.value,
          metadata: toStringRecord(payment.metadata),
        };
      }),
  };
}
