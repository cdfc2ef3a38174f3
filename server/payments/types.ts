// The payments adapter: one interface, two implementations (sandbox for development and tests,
// Mollie in production). Everything the rest of the server needs from a payment provider.

import type { MandateStatus, PaymentStatus, RefundStatus } from '@/src/domain/statuses';

export type { MandateStatus, PaymentStatus, RefundStatus };

/** Where the provider reports a payment's news (POST, form-encoded `id`). */
export const PAYMENT_WEBHOOK_PATH = '/api/webhooks/payments';

export type PaymentOperation =
  | 'createCustomer'
  | 'createMandate'
  | 'getMandate'
  | 'createPayment'
  | 'getPayment'
  | 'chargeMandate'
  | 'cancelPayment'
  | 'refundPayment';

/** A payment as the provider reports it now: the status, and beside it what was charged back and refunded (exact amounts). */
export interface ProviderPayment {
  paymentId: string;
  status: PaymentStatus;
  amount: string;
  /** What the payer's bank took back and was not reversed since: '0.00' when nothing is. */
  chargedBackAmount: string;
  refundedAmount: string;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly kind: 'sandbox' | 'mollie';
  createCustomer(input: { name: string; email: string }): Promise<{ customerId: string }>;
  /** SEPA direct-debit mandate; `consumerAccount` is a normalized IBAN (no spaces, upper case). */
  createMandate(input: {
    customerId: string;
    consumerName: string;
    consumerAccount: string;
    mandateReference?: string;
  }): Promise<{ mandateId: string; status: MandateStatus }>;
  getMandate(input: { customerId: string; mandateId: string }): Promise<{ mandateId: string; status: MandateStatus }>;
  /** One-off payment (an extra module, an invoice's pay link); the browser goes to `checkoutUrl`. `amount` is exact, e.g. '12.50'. */
  createPayment(input: {
    amount: string;
    description: string;
    redirectUrl: string;
    webhookUrl: string;
    metadata: Record<string, string>;
  }): Promise<{ paymentId: string; checkoutUrl: string; status: PaymentStatus }>;
  /**
   * A SEPA direct debit on a valid mandate, no browser involved (Mollie: a recurring payment); usually pending for days until the webhook.
   * `idempotencyKey` makes a retried call create no second debit.
   */
  chargeMandate(input: {
    customerId: string;
    mandateId: string;
    amount: string;
    description: string;
    webhookUrl: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ paymentId: string; status: PaymentStatus }>;
  getPayment(paymentId: string): Promise<ProviderPayment>;
  /**
   * Cancels an open or pending payment (a checkout, a pay link, a debit not yet collected). `cancelled`
   * false: the provider refuses, the payment can no longer be cancelled (the money is on its way).
   */
  cancelPayment(paymentId: string): Promise<{ cancelled: boolean }>;
  /**
   * Sends (part of) a paid payment back to the payer. `idempotencyKey` makes a retried call refund
   * once. A refund beyond what is left, or of a charged-back payment, fails.
   */
  refundPayment(input: {
    paymentId: string;
    amount: string;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ refundId: string; status: RefundStatus }>;
}

/**
 * Every failure of a provider call, whatever its cause. `statusCode` and `field` are copied from the cause when it has them (Mollie's
 * API errors), so a caller can tell a rejected IBAN (422, field consumerAccount) from an outage.
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  readonly statusCode: number | undefined;
  readonly field: string | undefined;

  constructor(
    public readonly operation: PaymentOperation,
    cause?: unknown,
  ) {
    const detail = cause instanceof Error ? cause.message : cause === undefined ? '' : String(cause);
    super(`Payment provider call ${operation} failed${detail ? `: ${detail}` : ''}`, { cause });
    const info = (typeof cause === 'object' && cause !== null ? cause : {}) as { statusCode?: unknown; field?: unknown };
    this.statusCode = typeof info.statusCode === 'number' ? info.statusCode : undefined;
    this.field = typeof info.field === 'string' ? info.field : undefined;
  }
}

/** An exact, positive euro amount with two decimals, as Mollie expects it: '12.50', '0.01', '1234.00'. */
export function isPayableAmount(amount: string): boolean {
  return /^(0|[1-9]\d{0,7})\.\d{2}$/.test(amount) && amount !== '0.00';
}
