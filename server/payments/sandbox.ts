import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { findSandboxPayment, findSandboxPaymentByIdempotencyKey, insertSandboxPayment, settleSandboxPayment, type SandboxPaymentRecord } from '@/db/queries/sandbox-payments';
import {
  isPayableAmount,
  PaymentProviderError,
  type MandateStatus,
  type PaymentProvider,
  type PaymentStatus,
} from './types';

// The built-in provider: no network. Mandates are valid at once; payments stay 'open' until the
// sandbox checkout page settles them with `sandboxComplete`, as Mollie's test mode lets the tester
// choose. Payments live in the database (sandbox_payments), so they survive a restart; customers and
// mandates outlive one through their ids: an id of the sandbox's own shape (or the demo seed's) is still known.

export const SANDBOX_OUTCOMES = ['paid', 'failed', 'canceled', 'expired'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** What the sandbox checkout page needs to show and settle a payment. */
export type SandboxCheckout = SandboxPaymentRecord;

export interface SandboxPayments extends PaymentProvider {
  readonly kind: 'sandbox';
  /** The payment as the checkout page shows it, or undefined for an unknown id. */
  getCheckout(paymentId: string): Promise<SandboxCheckout | undefined>;
  /**
   * Settles an open payment. A payment that is no longer open keeps its status (a second click or a
   * replayed form changes nothing). Returns the resulting status; throws PaymentProviderError for an unknown id.
   */
  sandboxComplete(paymentId: string, outcome: SandboxOutcome): Promise<PaymentStatus>;
}

export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';

const OWN_CUSTOMER_ID = /^cst_(sandbox|demo)_\w+$/;
const OWN_MANDATE_ID = /^mdt_(sandbox|demo)_\w+$/;

function randomId(prefix: string): string {
  return `${prefix}_sandbox_${randomBytes(8).toString('hex')}`;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function createSandboxPayments(options: { appUrl: string; db: Kysely<Database> }): SandboxPayments {
  const appUrl = options.appUrl.replace(/\/+$/, '');
  const { db } = options;
  const customers = new Map<string, { name: string; email: string }>();
  const mandates = new Map<string, { customerId: string; status: MandateStatus }>();

  function findMandate(customerId: string, mandateId: string) {
    const mandate = mandates.get(mandateId);
    return mandate && mandate.customerId === customerId ? mandate : undefined;
  }

  return {
    kind: 'sandbox',

    async createCustomer({ name, email }) {
      const customerId = randomId('cst');
      customers.set(customerId, { name, email });
      return { customerId };
    },

    async createMandate({ customerId, consumerName, consumerAccount }) {
      if (!customers.has(customerId) && !OWN_CUSTOMER_ID.test(customerId)) {
        throw new PaymentProviderError('createMandate', new Error(`Unknown customer ${customerId}`));
      }
      if (!consumerName.trim() || !/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(consumerAccount)) {
        throw new PaymentProviderError('createMandate', new Error('Invalid consumer name or account'));
      }
      const mandateId = randomId('mdt');
      mandates.set(mandateId, { customerId, status: 'valid' });
      return { mandateId, status: 'valid' };
    },

    async getMandate({ customerId, mandateId }) {
      // Issued before a restart (or seeded): by now the sandbox's bank has confirmed it.
      if (!mandates.has(mandateId) && OWN_MANDATE_ID.test(mandateId) && OWN_CUSTOMER_ID.test(customerId)) {
        return { mandateId, status: 'valid' };
      }
      const mandate = findMandate(customerId, mandateId);
      if (!mandate) throw new PaymentProviderError('getMandate', new Error(`Unknown mandate ${mandateId}`));
      return { mandateId, status: mandate.status };
    },

    async createPayment({ amount, description, redirectUrl, webhookUrl, metadata }) {
      if (!isPayableAmount(amount)) {
        throw new PaymentProviderError('createPayment', new Error(`Invalid amount ${JSON.stringify(amount)}`));
      }
      if (!isHttpUrl(redirectUrl) || !isHttpUrl(webhookUrl)) {
        throw new PaymentProviderError('createPayment', new Error('Invalid redirect or webhook URL'));
      }
      const paymentId = randomId('tr');
      await insertSandboxPayment(db, { paymentId, amount, description, redirectUrl, webhookUrl, status: 'open', metadata: { ...metadata } });
      return { paymentId, checkoutUrl: `${appUrl}${SANDBOX_CHECKOUT_PATH}/${paymentId}`, status: 'open' };
    },

    // The sandbox's bank collects a direct debit at once, on any mandate it issued (or the seed's).
    async chargeMandate({ customerId, mandateId, amount, description, webhookUrl, metadata, idempotencyKey }) {
      const known = findMandate(customerId, mandateId) ?? (OWN_MANDATE_ID.test(mandateId) && OWN_CUSTOMER_ID.test(customerId));
      if (!known || !isPayableAmount(amount)) {
        throw new PaymentProviderError('chargeMandate', new Error(`Unknown mandate ${mandateId} or invalid amount`));
      }
      const repeated = await findSandboxPaymentByIdempotencyKey(db, idempotencyKey);
      if (repeated) return { paymentId: repeated.paymentId, status: repeated.status };
      const paymentId = randomId('tr');
      await insertSandboxPayment(db, { paymentId, amount, description, redirectUrl: webhookUrl, webhookUrl, status: 'paid', metadata: { ...metadata, idempotencyKey } });
      return { paymentId, status: 'paid' };
    },

    async getPayment(paymentId) {
      const payment = await findSandboxPayment(db, paymentId);
      if (!payment) throw new PaymentProviderError('getPayment', new Error(`Unknown payment ${paymentId}`));
      return { paymentId, status: payment.status, amount: payment.amount, metadata: { ...payment.metadata } };
    },

    getCheckout: (paymentId) => findSandboxPayment(db, paymentId),

    async sandboxComplete(paymentId, outcome) {
      const status = await settleSandboxPayment(db, paymentId, outcome);
      if (!status) throw new PaymentProviderError('getPayment', new Error(`Unknown payment ${paymentId}`));
      return status;
    },
  };
}
