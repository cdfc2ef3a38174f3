import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '@/db/testing/test-db';
import type { DbHandle } from '@/db/create-db';
import { createSandboxPayments, type SandboxPayments } from './sandbox';
import { formatEuro } from '@/src/domain/money';
import { escapeHtml, sandboxCheckoutRoutes } from './sandbox-routes';
import { PaymentProviderError } from './types';

const APP_URL = 'http://localhost:3000';
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());
const paymentInput = (overrides: Partial<Parameters<SandboxPayments['createPayment']>[0]> = {}) => ({
  amount: '12.50',
  description: 'Module: SEO-pakket',
  redirectUrl: `${APP_URL}/modules?betaling=klaar`,
  webhookUrl: `${APP_URL}/api/webhooks/payments`,
  metadata: { moduleId: 'ups_1', userId: 'usr_1' },
  ...overrides,
});

describe('sandbox payments', () => {
  it('creates customers and mandates that are valid at once', async () => {
    const payments = createSandboxPayments({ appUrl: APP_URL, db: handle.db });
    expect(payments.kind).toBe('sandbox');
    const { customerId } = await payments.createCustomer({ name: 'Jan de Vries', email: 'jan@example.nl' });
    expect(customerId).toMatch(/^cst_sandbox_[0-9a-f]{16}$/);
    const other = await payments.createCustomer({ name: 'Piet', email: 'piet@example.nl' });
    expect(other.customerId).not.toBe(customerId);

    const mandate = await payments.createMandate({
      customerId,
      consumerName: 'Jan de Vries',
      consumerAccount: 'NL91ABNA0417164300',
    });
    expect(mandate).toEqual({ mandateId: expect.stringMatching(/^mdt_sandbox_/), status: 'valid' });
    await expect(payments.getMandate({ customerId, mandateId: mandate.mandateId })).resolves.toEqual(mandate);
  });

  it('still knows its own customers and mandates after a restart, and reports those mandates valid', async () => {
    const before = createSandboxPayments({ appUrl: APP_URL, db: handle.db });
    const { customerId } = await before.createCustomer({ name: 'Jan', email: 'jan@example.nl' });
    const { mandateId } = await before.createMandate({ customerId, consumerName: 'Jan', consumerAccount: 'NL91ABNA0417164300' });

    const after = createSandboxPayments({ appUrl: APP_URL, db: handle.db });
    await expect(after.getMandate({ customerId, mandateId })).resolves.toEqual({ mandateId, status: 'valid' });
    await expect(after.getMandate({ customerId: 'cst_demo_yoga', mandateId: 'mdt_demo_yoga' })).resolves.toEqual({
      mandateId: 'mdt_demo_yoga',
      status: 'valid',
    });
    const again = await after.createMandate({ customerId, consumerName: 'Jan', consumerAccount: 'NL91ABNA0417164300' });
    expect(again.status).toBe('valid');
  });

  it('fails like a provider for unknown customers, mandates and payments', async () => {
    const payments = createSandboxPayments({ appUrl: APP_URL, db: handle.db });
    const input = { customerId: 'cst_nope', consumerName: 'Jan', consumerAccount: 'NL91ABNA0417164300' };
    await expect(payments.createMandate(input)).rejects.toMatchObject({ operation: 'createMandate' });
    const { customerId } = await payments.createCustomer({ name: 'Jan', email: 'jan@example.nl' });
    const other = await payments.createCustomer({ name: 'Piet', email: 'piet@example.nl' });
    const { mandateId } = await payments.createMandate({ ...input, customerId });
    await expect(payments.getMandate({ customerId: other.customerId, mandateId })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    await expect(payments.getMandate({ customerId, mandateId: 'mdt_nope' })).rejects.toMatchObject({
      operation: 'getMandate',
    });
    await expect(payments.createMandate({ ...input, customerId, consumerAccount: 'nl91 abna' })).rejects.toMatchObject({
      operation: 'createMandate',
    });
    await expect(payments.getPayment('tr_nope')).rejects.toMatchObject({ operation: 'getPayment' });
  });

  it('creates an open payment with a checkout URL on the app and settles it once', async () => {
    const payments = createSandboxPayments({ appUrl: `${APP_URL}/`, db: handle.db });
    const created = await payments.createPayment(paymentInput());
    expect(created.paymentId).toMatch(/^tr_sandbox_[0-9a-f]{16}$/);
    expect(created).toEqual({
      paymentId: created.paymentId,
      checkoutUrl: `${APP_URL}/api/payments/sandbox/checkout/${created.paymentId}`,
      status: 'open',
    });
    await expect(payments.getPayment(created.paymentId)).resolves.toEqual({
      paymentId: created.paymentId,
      status: 'open',
      amount: '12.50',
      chargedBackAmount: '0.00',
      refundedAmount: '0.00',
      metadata: { moduleId: 'ups_1', userId: 'usr_1' },
    });

    await expect(payments.sandboxComplete(created.paymentId, 'paid')).resolves.toBe('paid');
    // A settled payment keeps its status.
    await expect(payments.sandboxComplete(created.paymentId, 'cancelled')).resolves.toBe('paid');
    // Kept in the database: a restarted sandbox still knows it.
    const restarted = createSandboxPayments({ appUrl: APP_URL, db: handle.db });
    await expect(restarted.getPayment(created.paymentId)).resolves.toMatchObject({ status: 'paid', amount: '12.50' });
    await expect(payments.getPayment(created.paymentId)).resolves.toMatchObject({ status: 'paid' });

    const cancelled = await payments.createPayment(paymentInput());
    await expect(payments.sandboxComplete(cancelled.paymentId, 'cancelled')).resolves.toBe('cancelled');
    for (const outcome of ['failed', 'expired'] as const) {
      const other = await payments.createPayment(paymentInput());
      await expect(payments.sandboxComplete(other.paymentId, outcome)).resolves.toBe(outcome);
    }
    await expect(payments.sandboxComplete('tr_nope', 'paid')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('refuses inexact amounts and non-http URLs', async () => {
    const payments = createSandboxPayments({ appUrl: APP_URL, db: handle.db });
    for (const amount of ['12.5', '12,50', '-1.00', '0.00', '1e3', '']) {
      await expect(payments.createPayment(paymentInput({ amount }))).rejects.toMatchObject({
        operation: 'createPayment',
      });
    }
    await expect(payments.createPayment(paymentInput({ redirectUrl: 'javascript:alert(1)' }))).rejects.toMatchObject({
      operation: 'createPayment',
    });
  });
});

describe('formatting helpers', () => {
  it('formats euros the Dutch way and escapes HTML', () => {
    expect(formatEuro('12.50')).toMatch(/^€\s12,50$/);
    expect(formatEuro('1234.05')).toMatch(/^€\s1\.234,05$/);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('sandbox checkout routes', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function setup(onSettled: (paymentId: string) => Promise<void> = async () => {}) {
    const payments = createSandboxPayments({ appUrl: APP_URL, db: handle.db });
    app = Fastify({ logger: false });
    await app.register(sandboxCheckoutRoutes, { payments, onSettled });
    await app.ready();
    return { app, payments };
  }

  const form = (outcome: string) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_URL },
    payload: new URLSearchParams({ outcome }).toString(),
  });

  it('shows a Dutch test checkout page with the amount, escaped description and the four outcomes', async () => {
    const { app, payments } = await setup();
    const { paymentId } = await payments.createPayment(
      paymentInput({ description: '<script>alert("x")</script> & "SEO"' }),
    );
    const response = await app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${paymentId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const html = response.body;
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('Testbetaling');
    expect(html).toMatch(/€\s12,50/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;SEO&quot;');
    expect(html).not.toContain('<script>');
    expect(html).toContain(`action="/api/payments/sandbox/checkout/${paymentId}"`);
    expect(html).toMatch(/<button[^>]*name="outcome" value="paid"[^>]*>Betaald<\/button>/);
    expect(html).toMatch(/<button[^>]*name="outcome" value="failed"[^>]*>Mislukt<\/button>/);
    expect(html).toMatch(/<button[^>]*name="outcome" value="cancelled"[^>]*>Geannuleerd<\/button>/);
    expect(html).toMatch(/<button[^>]*name="outcome" value="expired"[^>]*>Verlopen<\/button>/);
  });

  it('settles a payment as paid, calls onSettled and redirects with 303', async () => {
    const onSettled = vi.fn(async (_paymentId: string) => {});
    const { app, payments } = await setup(onSettled);
    const { paymentId } = await payments.createPayment(paymentInput());
    const response = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${paymentId}`,
      ...form('paid'),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${APP_URL}/modules?betaling=klaar`);
    expect(onSettled).toHaveBeenCalledExactlyOnceWith(paymentId);
    await expect(payments.getPayment(paymentId)).resolves.toMatchObject({ status: 'paid' });

    // The page now says it is settled; a replayed POST changes nothing but calls the (idempotent) handler again.
    const again = await app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${paymentId}` });
    expect(again.body).toContain('Betaald');
    // No checkout outcome any more: only what the payer's bank may do later.
    expect(again.body).not.toMatch(/name="outcome" value="(paid|failed|cancelled|expired)"/);
    expect(again.body).toMatch(/<button[^>]*name="outcome" value="chargeback"[^>]*>Terugboeken<\/button>/);
    const replay = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${paymentId}`,
      ...form('cancelled'),
    });
    expect(replay.statusCode).toBe(303);
    await expect(payments.getPayment(paymentId)).resolves.toMatchObject({ status: 'paid' });
  });

  it('cancels a payment', async () => {
    const onSettled = vi.fn(async (_paymentId: string) => {});
    const { app, payments } = await setup(onSettled);
    const { paymentId } = await payments.createPayment(paymentInput());
    const response = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${paymentId}`,
      ...form('cancelled'),
    });
    expect(response.statusCode).toBe(303);
    expect(onSettled).toHaveBeenCalledWith(paymentId);
    await expect(payments.getPayment(paymentId)).resolves.toMatchObject({ status: 'cancelled' });
  });

  it('lets the bank charge a paid payment back and reverse it, each through the webhook handler', async () => {
    const onSettled = vi.fn(async (_paymentId: string) => {});
    const { app, payments } = await setup(onSettled);
    const { paymentId } = await payments.createPayment(paymentInput());
    await app.inject({ method: 'POST', url: `/api/payments/sandbox/checkout/${paymentId}`, ...form('paid') });
    const chargeback = await app.inject({ method: 'POST', url: `/api/payments/sandbox/checkout/${paymentId}`, ...form('chargeback') });
    expect(chargeback.statusCode).toBe(303);
    await expect(payments.getPayment(paymentId)).resolves.toMatchObject({ status: 'paid', chargedBackAmount: '12.50' });
    const page = await app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${paymentId}` });
    expect(page.body).toContain('De bank heeft de betaling teruggeboekt.');
    expect(page.body).toMatch(/<button[^>]*name="outcome" value="chargeback_reversed"[^>]*>Terugboeking intrekken<\/button>/);
    expect(page.body).not.toMatch(/value="chargeback"/);
    await app.inject({ method: 'POST', url: `/api/payments/sandbox/checkout/${paymentId}`, ...form('chargeback_reversed') });
    await expect(payments.getPayment(paymentId)).resolves.toMatchObject({ status: 'paid', chargedBackAmount: '0.00' });
    expect(onSettled).toHaveBeenCalledTimes(3);
  });

  it('still redirects when the webhook handler fails', async () => {
    const { app, payments } = await setup(async () => {
      throw new Error('database down');
    });
    const { paymentId } = await payments.createPayment(paymentInput());
    const response = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${paymentId}`,
      ...form('paid'),
    });
    expect(response.statusCode).toBe(303);
    await expect(payments.getPayment(paymentId)).resolves.toMatchObject({ status: 'paid' });
  });

  it('rejects an unknown outcome with a Dutch page and leaves the payment open', async () => {
    const onSettled = vi.fn(async (_paymentId: string) => {});
    const { app, payments } = await setup(onSettled);
    const { paymentId } = await payments.createPayment(paymentInput());
    const response = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${paymentId}`,
      ...form('free'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Ongeldige keuze');
    expect(onSettled).not.toHaveBeenCalled();
    await expect(payments.getPayment(paymentId)).resolves.toMatchObject({ status: 'open' });
  });

  it('answers an unknown id with a Dutch 404 page', async () => {
    const onSettled = vi.fn(async (_paymentId: string) => {});
    const { app } = await setup(onSettled);
    const get = await app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout/tr_%3Cb%3Enope' });
    expect(get.statusCode).toBe(404);
    expect(get.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(get.body).toContain('Betaling niet gevonden');
    expect(get.body).not.toContain('<b>');
    const post = await app.inject({ method: 'POST', url: '/api/payments/sandbox/checkout/tr_nope', ...form('paid') });
    expect(post.statusCode).toBe(404);
    expect(post.body).toContain('Betaling niet gevonden');
    expect(onSettled).not.toHaveBeenCalled();
  });
});
