import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@/db/testing/test-db';
import type { DbHandle } from '@/db/create-db';
import { createMolliePayments } from './mollie';
import { createMollieFake } from './mollie-fake';
import { createSandboxPayments } from './sandbox';
import { PaymentProviderError, type PaymentProvider } from './types';

// One contract for every payments adapter (the sandbox, and Mollie's HTTP API played by msw), as the storage adapters have one.
// Each driver also plays the payer and their bank: settling a payment, charging it back, reversing the chargeback.

interface Bank {
  settle(paymentId: string, outcome: 'paid' | 'failed' | 'cancelled' | 'expired'): Promise<void>;
  chargeBack(paymentId: string): Promise<void>;
  reverseChargeback(paymentId: string): Promise<void>;
}

interface Driver {
  name: string;
  setup(): Promise<{ provider: PaymentProvider; bank: Bank; teardown(): Promise<void> }>;
}

const APP_URL = 'https://portaal.example.nl';

const drivers: Driver[] = [
  {
    name: 'sandbox',
    async setup() {
      const handle: DbHandle = await createTestDb();
      const provider = createSandboxPayments({ appUrl: APP_URL, db: handle.db, debits: 'pending' });
      return {
        provider,
        bank: {
          settle: async (id, outcome) => void (await provider.sandboxComplete(id, outcome)),
          chargeBack: async (id) => void (await provider.sandboxComplete(id, 'chargeback')),
          reverseChargeback: async (id) => void (await provider.sandboxComplete(id, 'chargeback_reversed')),
        },
        teardown: () => handle.close(),
      };
    },
  },
  {
    name: 'mollie',
    async setup() {
      const fake = createMollieFake();
      const server = setupServer(...fake.handlers);
      server.listen({ onUnhandledRequest: 'error' });
      return {
        provider: createMolliePayments({ apiKey: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' }),
        bank: {
          settle: async (id, outcome) => fake.settle(id, outcome === 'cancelled' ? 'canceled' : outcome),
          chargeBack: async (id) => fake.chargeBack(id),
          reverseChargeback: async (id) => fake.reverseChargeback(id),
        },
        teardown: async () => server.close(),
      };
    },
  },
];

const checkout = (amount = '36.30') => ({
  amount,
  description: 'Factuur 2026-0007',
  redirectUrl: `${APP_URL}/invoices?payment=success&paymentId=p1`,
  webhookUrl: `${APP_URL}/api/webhooks/payments`,
  metadata: { kind: 'invoice', paymentId: 'p1' },
});

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

for (const driver of drivers) {
  describe(`payments contract: ${driver.name}`, () => {
    let provider: PaymentProvider;
    let bank: Bank;
    let teardown: () => Promise<void>;
    beforeAll(async () => {
      ({ provider, bank, teardown } = await driver.setup());
    });
    afterAll(() => teardown());

    async function paid(amount = '36.30') {
      const { paymentId } = await provider.createPayment(checkout(amount));
      await bank.settle(paymentId, 'paid');
      return paymentId;
    }

    it('creates an open payment with a checkout address, and reads it back with its amount and metadata', async () => {
      const created = await provider.createPayment(checkout());
      expect(created.status).toBe('open');
      expect(created.checkoutUrl).toMatch(/^https:\/\//);
      await expect(provider.getPayment(created.paymentId)).resolves.toEqual({
        paymentId: created.paymentId,
        status: 'open',
        amount: '36.30',
        chargedBackAmount: '0.00',
        refundedAmount: '0.00',
        metadata: { kind: 'invoice', paymentId: 'p1' },
      });
    });

    it.each(['paid', 'failed', 'cancelled', 'expired'] as const)('reads a payment settled as %s', async (outcome) => {
      const { paymentId } = await provider.createPayment(checkout());
      await bank.settle(paymentId, outcome);
      await expect(provider.getPayment(paymentId)).resolves.toMatchObject({ status: outcome });
    });

    it('reads the charged-back amount beside the status, and nothing once the chargeback is reversed', async () => {
      const paymentId = await paid();
      await bank.chargeBack(paymentId);
      await expect(provider.getPayment(paymentId)).resolves.toMatchObject({ status: 'paid', chargedBackAmount: '36.30' });
      await bank.reverseChargeback(paymentId);
      await expect(provider.getPayment(paymentId)).resolves.toMatchObject({ status: 'paid', chargedBackAmount: '0.00' });
    });

    it('cancels an open payment, and says so when a paid one can no longer be cancelled', async () => {
      const { paymentId } = await provider.createPayment(checkout());
      await expect(provider.cancelPayment(paymentId)).resolves.toEqual({ cancelled: true });
      await expect(provider.getPayment(paymentId)).resolves.toMatchObject({ status: 'cancelled' });
      const settled = await paid();
      await expect(provider.cancelPayment(settled)).resolves.toEqual({ cancelled: false });
      await expect(provider.getPayment(settled)).resolves.toMatchObject({ status: 'paid' });
    });

    it('refunds part of a paid payment once per idempotency key, and never more than is left', async () => {
      const paymentId = await paid();
      const first = await provider.refundPayment({ paymentId, amount: '10.00', description: 'Korting', metadata: { refundId: 'r1' }, idempotencyKey: 'refund-r1' });
      expect(['pending', 'refunded']).toContain(first.status);
      const again = await provider.refundPayment({ paymentId, amount: '10.00', description: 'Korting', metadata: { refundId: 'r1' }, idempotencyKey: 'refund-r1' });
      expect(again.refundId).toBe(first.refundId);
      await expect(provider.getPayment(paymentId)).resolves.toMatchObject({ refundedAmount: '10.00' });
      const tooMuch = await providerError(provider.refundPayment({ paymentId, amount: '26.31', description: 'Te veel', metadata: {}, idempotencyKey: 'refund-r2' }));
      expect(tooMuch.operation).toBe('refundPayment');
      await provider.refundPayment({ paymentId, amount: '26.30', description: 'De rest', metadata: {}, idempotencyKey: 'refund-r3' });
      await expect(provider.getPayment(paymentId)).resolves.toMatchObject({ refundedAmount: '36.30' });
    });

    it('refuses to refund a payment that is not paid, or charged back', async () => {
      const { paymentId } = await provider.createPayment(checkout());
      expect((await providerError(provider.refundPayment({ paymentId, amount: '1.00', description: 'x', metadata: {}, idempotencyKey: 'open-1' }))).operation).toBe('refundPayment');
      const chargedBack = await paid();
      await bank.chargeBack(chargedBack);
      await providerError(provider.refundPayment({ paymentId: chargedBack, amount: '1.00', description: 'x', metadata: {}, idempotencyKey: 'cb-1' }));
    });

    it('charges a mandate once per idempotency key, as a debit that can still be cancelled until it is collected', async () => {
      const { customerId } = await provider.createCustomer({ name: 'Bakkerij Visser', email: 'info@bakkerijvisser.nl' });
      const { mandateId } = await provider.createMandate({ customerId, consumerName: 'Bakkerij Visser', consumerAccount: 'NL91ABNA0417164300' });
      const debit = { customerId, mandateId, amount: '36.30', description: 'Factuur 2026-0008', webhookUrl: `${APP_URL}/api/webhooks/payments`, metadata: { kind: 'invoice' } };
      const first = await provider.chargeMandate({ ...debit, idempotencyKey: 'invoice-debit-1' });
      const retried = await provider.chargeMandate({ ...debit, idempotencyKey: 'invoice-debit-1' });
      expect(retried.paymentId).toBe(first.paymentId);
      expect(first.status).toBe('pending');
      const other = await provider.chargeMandate({ ...debit, idempotencyKey: 'invoice-debit-2' });
      expect(other.paymentId).not.toBe(first.paymentId);
      await expect(provider.cancelPayment(other.paymentId)).resolves.toEqual({ cancelled: true });
      await bank.settle(first.paymentId, 'paid');
      await expect(provider.getPayment(first.paymentId)).resolves.toMatchObject({ status: 'paid', amount: '36.30' });
    });

    it('fails like a provider for a payment it does not know', async () => {
      expect((await providerError(provider.getPayment('tr_onbekend'))).operation).toBe('getPayment');
      expect((await providerError(provider.cancelPayment('tr_onbekend'))).operation).toBe('cancelPayment');
    });
  });
}
