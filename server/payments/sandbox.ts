import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import {
  cancelSandboxPayment,
  chargeBackSandboxPayment,
  findSandboxPayment,
  findSandboxPaymentByIdempotencyKey,
  insertSandboxPayment,
  refundSandboxPayment,
  reverseSandboxChargeback,
  settleSandboxPayment,
  type SandboxPaymentRecord,
} from '@/db/queries/sandbox-payments';
import { isPayableAmount, PaymentProviderError, type MandateStatus, type PaymentProvider, type PaymentStatus } from './types';

// No network: mandates are valid at once, and payments stay 'open' until the checkout page settles them, as in Mollie's test mode.
// Payments live in sandbox_payments to survive a restart; customers and mandates through their ids (the sandbox's or demo seed's shape).

/** What the tester chooses for an open payment on the checkout page. */
export const SANDBOX_OUTCOMES = ['paid', 'failed', 'cancelled', 'expired'] as const;
/** What the payer's bank may do later to a paid one: take it back, or give the chargeback up. */
export const SANDBOX_BANK_EVENTS = ['chargeback', 'chargeback_reversed'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
export type SandboxBankEvent = (typeof SANDBOX_BANK_EVENTS)[number];

/** What the sandbox checkout page needs to show and settle a payment. */
export type SandboxCheckout = SandboxPaymentRecord;

export interface SandboxPayments extends PaymentProvider {
  readonly kind: 'sandbox';
  /** The payment as the checkout page shows it, or undefined for an unknown id. */
  getCheckout(paymentId: string): Promise<SandboxCheckout | undefined>;
  /**
   * Settles an open or pending payment, or charges a paid one back (or reverses that); a change that no longer applies (a second click,
   * a replayed form) changes nothing. Throws PaymentProviderError for an unknown id; returns the status after.
   */
  sandboxComplete(paymentId: string, outcome: SandboxOutcome | SandboxBankEvent): Promise<PaymentStatus>;
}

export interface SandboxPaymentsOptions {
  appUrl: string;
  db: Kysely<Database>;
  /** 'paid' (default): the sandbox's bank collects a direct debit at once; 'pending': it waits for sandboxComplete, as a real debit waits days. */
  debits?: 'paid' | 'pending';
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

export function createSandboxPayments(options: SandboxPaymentsOptions): SandboxPayments {
  const appUrl = options.appUrl.replace(/\/+$/, '');
  const { db } = options;
  const customers = new Map<string, { name: string; email: string }>();
  const mandates = new Map<string, { customerId: string; status: MandateStatus }>();

  function findMandate(customerId: string, mandateId: string) {
    const mandate = mandates.get(mandateId);
    return mandate && mandate.customerId === customerId ? mandate : undefined;
  }

  async function known(operation: 'getPayment' | 'cancelPayment' | 'refundPayment', paymentId: string) {
    const payment = await findSandboxPayment(db, paymentId);
    if (!payment) throw new PaymentProviderError(operation, new Error(`Unknown payment ${paymentId}`));
    return payment;
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

    async chargeMandate({ customerId, mandateId, amount, description, webhookUrl, metadata, idempotencyKey }) {
      const mandate = findMandate(customerId, mandateId) ?? (OWN_MANDATE_ID.test(mandateId) && OWN_CUSTOMER_ID.test(customerId));
      if (!mandate || !isPayableAmount(amount)) {
        throw new PaymentProviderError('chargeMandate', new Error(`Unknown mandate ${mandateId} or invalid amount`));
      }
      const repeated = await findSandboxPaymentByIdempotencyKey(db, idempotencyKey);
      if (repeated) return { paymentId: repeated.paymentId, status: repeated.status };
      const paymentId = randomId('tr');
      const status = options.debits === 'pending' ? 'pending' : 'paid';
      // Its page (the checkout path) is where a tester charges the debit back, or settles a pending one.
      const page = `${appUrl}${SANDBOX_CHECKOUT_PATH}/${paymentId}`;
      await insertSandboxPayment(db, { paymentId, amount, description, redirectUrl: page, webhookUrl, status, metadata: { ...metadata, idempotencyKey } });
      return { paymentId, status };
    },

    async getPayment(paymentId) {
      const payment = await known('getPayment', paymentId);
      return {
        paymentId,
        status: payment.status,
        amount: payment.amount,
        chargedBackAmount: payment.chargedBackAmount,
        refundedAmount: payment.refundedAmount,
        metadata: { ...payment.metadata },
      };
    },

    async cancelPayment(paymentId) {
      await known('cancelPayment', paymentId);
      return { cancelled: await cancelSandboxPayment(db, paymentId) };
    },

    async refundPayment({ paymentId, amount, idempotencyKey }) {
      await known('refundPayment', paymentId);
      if (!isPayableAmount(amount)) throw new PaymentProviderError('refundPayment', new Error(`Invalid amount ${JSON.stringify(amount)}`));
      const refundId = await refundSandboxPayment(db, { paymentId, refundId: randomId('re'), amount, idempotencyKey });
      if (!refundId) throw new PaymentProviderError('refundPayment', new Error(`Payment ${paymentId} cannot be refunded ${amount}`));
      return { refundId, status: 'refunded' };
    },

    getCheckout: (paymentId) => findSandboxPayment(db, paymentId),

    async sandboxComplete(paymentId, outcome) {
      await known('getPayment', paymentId);
      if (outcome === 'chargeback') await chargeBackSandboxPayment(db, paymentId);
      else if (outcome === 'chargeback_reversed') await reverseSandboxChargeback(db, paymentId);
      else await settleSandboxPayment(db, paymentId, outcome);
      return (await known('getPayment', paymentId)).status;
    },
  };
}
