import { createMollieClient, Locale, MandateMethod, PaymentEmbed, SequenceType } from '@mollie/api-client';
import { centsToMoney, moneyToCents } from '@/src/domain/money';
import {
  isPayableAmount,
  PaymentProviderError,
  type MandateStatus,
  type PaymentOperation,
  type PaymentProvider,
  type PaymentStatus,
  type RefundStatus,
} from './types';

// Mollie in production: customers, SEPA direct-debit mandates, one-off payments, cancellations and
// refunds through @mollie/api-client v4. Every failure becomes a PaymentProviderError naming the operation.

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
  // Mollie's spelling; the portal writes cancelled everywhere.
  canceled: 'cancelled',
  expired: 'expired',
};

/** Mollie's payment status; anything unknown counts as pending (never as paid). */
export function mapPaymentStatus(status: unknown): PaymentStatus {
  return (typeof status === 'string' && PAYMENT_STATUSES[status]) || 'pending';
}

const REFUND_STATUSES: Record<string, RefundStatus> = { queued: 'pending', pending: 'pending', processing: 'pending', refunded: 'refunded', failed: 'failed', canceled: 'failed' };

/** Mollie's refund status; anything unknown is still pending (never done). */
export function mapRefundStatus(status: unknown): RefundStatus {
  return (typeof status === 'string' && REFUND_STATUSES[status]) || 'pending';
}

/**
 * What the payer's bank holds back now: the chargebacks Mollie embeds that were not reversed. Without
 * them (an older answer), Mollie's own total.
 */
function chargedBack(payment: { amountChargedBack?: { value: string }; _embedded?: { chargebacks?: { amount: { value: string }; reversedAt?: string | null }[] } }): string {
  const chargebacks = payment._embedded?.chargebacks;
  if (!chargebacks) return centsToMoney(moneyToCents(payment.amountChargedBack?.value ?? '0.00'));
  return centsToMoney(chargebacks.filter((chargeback) => !chargeback.reversedAt).reduce((sum, chargeback) => sum + moneyToCents(chargeback.amount.value), 0));
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
        const payment = await mollie.payments.get(paymentId, { embed: [PaymentEmbed.chargebacks] });
        return {
          paymentId: payment.id,
          status: mapPaymentStatus(payment.status),
          amount: payment.amount.value,
          chargedBackAmount: chargedBack(payment),
          refundedAmount: centsToMoney(moneyToCents(payment.amountRefunded?.value ?? '0.00')),
          metadata: toStringRecord(payment.metadata),
        };
      }),

    // Mollie answers 422 for a payment that is no longer cancelable: the money is on its way.
    cancelPayment: (paymentId) =>
      wrap('cancelPayment', async () => {
        try {
          const payment = await mollie.payments.cancel(paymentId);
          return { cancelled: mapPaymentStatus(payment.status) === 'cancelled' };
        } catch (error) {
          if ((error as { statusCode?: unknown }).statusCode === 422) return { cancelled: false };
          throw error;
        }
      }),

    refundPayment: ({ paymentId, amount, description, metadata, idempotencyKey }) =>
      wrap('refundPayment', async () => {
        if (!isPayableAmount(amount)) throw new Error(`Invalid amount ${JSON.stringify(amount)}`);
        const refund = await mollie.paymentRefunds.create({ paymentId, amount: { currency: 'EUR', value: amount }, description, metadata, idempotencyKey });
        return { refundId: refund.id, status: mapRefundStatus(refund.status) };
      }),
  };
}
