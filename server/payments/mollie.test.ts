import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMolliePayments, mapMandateStatus, mapPaymentStatus } from './mollie';
import { PaymentProviderError } from './types';
import { API, customerJson, errorJson, mandateJson, paymentJson } from './mollie-fixtures';

const API_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  idempotencyKey: string | null;
  body: Record<string, unknown> | undefined;
}
let seen: Seen[] = [];

async function record(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = request.method === 'GET' ? '' : await request.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  seen.push({
    method: request.method,
    url: request.url,
    authorization: request.headers.get('authorization'),
    idempotencyKey: request.headers.get('idempotency-key'),
    body,
  });
  return body;
}

const server = setupServer(
  http.post(`${API}/customers`, async ({ request }) => {
    const body = (await record(request)) ?? {};
    return HttpResponse.json(customerJson('cst_8wmqcHMN4U', String(body.name), String(body.email)), { status: 201 });
  }),
  http.post(`${API}/customers/:customerId/mandates`, async ({ request, params }) => {
    const body = (await record(request)) ?? {};
    if (body.consumerAccount === 'NL00BANK0123456789') {
      return errorJson(422, 'Unprocessable Entity', 'The consumer account is invalid', 'consumerAccount');
    }
    return HttpResponse.json(mandateJson(String(params.customerId), 'mdt_h3gAaD5zP', 'valid', body), { status: 201 });
  }),
  http.get(`${API}/customers/:customerId/mandates/:mandateId`, async ({ request, params }) => {
    await record(request);
    const statuses: Record<string, string> = { mdt_valid: 'valid', mdt_pending: 'pending', mdt_invalid: 'invalid' };
    const status = statuses[String(params.mandateId)];
    if (!status) return errorJson(404, 'Not Found', 'No mandate exists with token mdt_unknown.');
    return HttpResponse.json(mandateJson(String(params.customerId), String(params.mandateId), status));
  }),
  http.post(`${API}/payments`, async ({ request }) => {
    const body = (await record(request)) ?? {};
    if (body.description === 'boom') return errorJson(500, 'Internal Server Error', 'Something went wrong');
    return HttpResponse.json(paymentJson('tr_7UhSN1zuXS', 'open', body), { status: 201 });
  }),
  http.get(`${API}/payments/:paymentId`, async ({ request, params }) => {
    await record(request);
    const id = String(params.paymentId);
    if (id === 'tr_unknown') return errorJson(404, 'Not Found', 'No payment exists with token tr_unknown.');
    const status = id.replace(/^tr_/, '');
    return HttpResponse.json(paymentJson(id, status, { metadata: { moduleId: 'ups_9', userId: 'usr_3', attempt: 2 } }));
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
});
afterAll(() => server.close());

const now = () => new Date('2026-11-22T23:30:00Z'); // already 23 November in Amsterdam
const mollie = () => createMolliePayments({ apiKey: API_KEY, now });

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('Mollie payments', () => {
  it('creates a customer with name, email and Dutch locale, authorized with the API key', async () => {
    await expect(mollie().createCustomer({ name: 'Jan de Vries', email: 'jan@example.nl' })).resolves.toEqual({
      customerId: 'cst_8wmqcHMN4U',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `${API}/customers`,
      authorization: `Bearer ${API_KEY}`,
      body: { name: 'Jan de Vries', email: 'jan@example.nl', locale: 'nl_NL' },
    });
  });

  it('creates a SEPA direct-debit mandate for the customer', async () => {
    const result = await mollie().createMandate({
      customerId: 'cst_8wmqcHMN4U',
      consumerName: 'Jan de Vries',
      consumerAccount: 'NL55INGB0000000000',
    });
    expect(result).toEqual({ mandateId: 'mdt_h3gAaD5zP', status: 'valid' });
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `${API}/customers/cst_8wmqcHMN4U/mandates`,
        authorization: `Bearer ${API_KEY}`,
        body: {
          method: 'directdebit',
          consumerName: 'Jan de Vries',
          consumerAccount: 'NL55INGB0000000000',
          signatureDate: '2026-11-23', // the Amsterdam date, not UTC's
        },
      }),
    ]);
  });

  it('passes an optional mandate reference', async () => {
    await mollie().createMandate({
      customerId: 'cst_8wmqcHMN4U',
      consumerName: 'Jan de Vries',
      consumerAccount: 'NL55INGB0000000000',
      mandateReference: 'KLANT-0042',
    });
    expect(seen[0]?.body).toMatchObject({ mandateReference: 'KLANT-0042' });
  });

  it.each([
    ['mdt_valid', 'valid'],
    ['mdt_pending', 'pending'],
    ['mdt_invalid', 'invalid'],
  ] as const)('maps mandate %s to %s', async (mandateId, status) => {
    await expect(mollie().getMandate({ customerId: 'cst_8wmqcHMN4U', mandateId })).resolves.toEqual({
      mandateId,
      status,
    });
    expect(seen[0]).toMatchObject({ method: 'GET', url: `${API}/customers/cst_8wmqcHMN4U/mandates/${mandateId}` });
  });

  it('creates a one-off payment and returns the checkout URL from _links.checkout', async () => {
    const result = await mollie().createPayment({
      amount: '12.50',
      description: 'Module: SEO-pakket',
      redirectUrl: 'https://portaal.example.nl/betaling/klaar',
      webhookUrl: 'https://portaal.example.nl/api/webhooks/payments',
      metadata: { moduleId: 'ups_1', userId: 'usr_1' },
    });
    expect(result).toEqual({
      paymentId: 'tr_7UhSN1zuXS',
      checkoutUrl: 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS',
      status: 'open',
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `${API}/payments`,
      authorization: `Bearer ${API_KEY}`,
      body: {
        amount: { currency: 'EUR', value: '12.50' },
        description: 'Module: SEO-pakket',
        redirectUrl: 'https://portaal.example.nl/betaling/klaar',
        webhookUrl: 'https://portaal.example.nl/api/webhooks/payments',
        metadata: { moduleId: 'ups_1', userId: 'usr_1' },
      },
    });
  });

  it.each([
    ['tr_open', 'open'],
    ['tr_pending', 'pending'],
    ['tr_authorized', 'pending'],
    ['tr_paid', 'paid'],
    ['tr_failed', 'failed'],
    ['tr_canceled', 'cancelled'],
    ['tr_expired', 'expired'],
  ] as const)('reads payment %s as %s with its amount and metadata', async (paymentId, status) => {
    await expect(mollie().getPayment(paymentId)).resolves.toEqual({
      paymentId,
      status,
      amount: '12.50',
      chargedBackAmount: '0.00',
      refundedAmount: '0.00',
      metadata: { moduleId: 'ups_9', userId: 'usr_3', attempt: '2' },
    });
  });

  it('maps unknown statuses conservatively', () => {
    expect(mapMandateStatus('revoked')).toBe('invalid');
    expect(mapMandateStatus(undefined)).toBe('invalid');
    expect(mapPaymentStatus('something-new')).toBe('pending');
  });

  it('wraps a 422 in PaymentProviderError for createMandate, with status and field', async () => {
    const error = await failure(
      mollie().createMandate({ customerId: 'cst_8wmqcHMN4U', consumerName: 'Jan', consumerAccount: 'NL00BANK0123456789' }),
    );
    expect(error.operation).toBe('createMandate');
    expect(error.statusCode).toBe(422);
    expect(error.field).toBe('consumerAccount');
    expect(error.message).toContain('The consumer account is invalid');
  });

  it('wraps a 500 (after the client retried) in PaymentProviderError for createPayment', async () => {
    const error = await failure(
      mollie().createPayment({
        amount: '12.50',
        description: 'boom',
        redirectUrl: 'https://portaal.example.nl/betaling/klaar',
        webhookUrl: 'https://portaal.example.nl/api/webhooks/payments',
        metadata: {},
      }),
    );
    expect(error.operation).toBe('createPayment');
    expect(error.statusCode).toBe(500);
    // The client retried twice with one idempotency key, so Mollie never creates the payment twice.
    expect(seen).toHaveLength(3);
    expect(seen[0]?.idempotencyKey).toBeTruthy();
    expect(new Set(seen.map((request) => request.idempotencyKey)).size).toBe(1);
  });

  it('wraps a 404 for getMandate and getPayment', async () => {
    const mandate = await failure(mollie().getMandate({ customerId: 'cst_8wmqcHMN4U', mandateId: 'mdt_unknown' }));
    expect(mandate).toMatchObject({ operation: 'getMandate', statusCode: 404 });
    const payment = await failure(mollie().getPayment('tr_unknown'));
    expect(payment).toMatchObject({ operation: 'getPayment', statusCode: 404 });
  });

  it('wraps a network failure for createCustomer', async () => {
    server.use(http.post(`${API}/customers`, () => HttpResponse.error()));
    const error = await failure(mollie().createCustomer({ name: 'Jan', email: 'jan@example.nl' }));
    expect(error.operation).toBe('createCustomer');
    expect(error.statusCode).toBeUndefined();
  });

  it('refuses an inexact amount without calling Mollie', async () => {
    const error = await failure(
      mollie().createPayment({
        amount: '12.5',
        description: 'Module',
        redirectUrl: 'https://portaal.example.nl/betaling/klaar',
        webhookUrl: 'https://portaal.example.nl/api/webhooks/payments',
        metadata: {},
      }),
    );
    expect(error.operation).toBe('createPayment');
    expect(seen).toHaveLength(0);
  });
});
