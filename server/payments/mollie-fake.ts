// Tests only: Mollie's v2 API as msw handlers over an in-memory account, so the Mollie adapter meets the sandbox's contract
// (payments.contract.test.ts): settling, chargebacks and their reversal, cancellations, refunds, idempotency keys.
import { http, HttpResponse } from 'msw';
import { API, customerJson, errorJson, mandateJson, paymentJson } from './mollie-fixtures';

interface FakePayment {
  id: string;
  body: Record<string, unknown>;
  status: string;
  recurring: boolean;
  chargebacks: { id: string; amount: string; reversedAt: string | null }[];
  refunds: { id: string; amount: string }[];
}

const cents = (value: string) => Math.round(Number(value) * 100);
const money = (value: number) => (value / 100).toFixed(2);

export function createMollieFake() {
  const payments = new Map<string, FakePayment>();
  const byIdempotencyKey = new Map<string, string>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;

  function amountOf(payment: FakePayment): string {
    return (payment.body.amount as { value: string }).value;
  }

  function json(payment: FakePayment) {
    const refunded = payment.refunds.reduce((sum, refund) => sum + cents(refund.amount), 0);
    const chargedBack = payment.chargebacks.reduce((sum, chargeback) => sum + cents(chargeback.amount), 0);
    return {
      ...paymentJson(payment.id, payment.status, payment.body),
      isCancelable: payment.status === 'open' || payment.status === 'pending',
      ...(payment.recurring ? { sequenceType: 'recurring', method: 'directdebit' } : {}),
      ...(refunded > 0 ? { amountRefunded: { value: money(refunded), currency: 'EUR' } } : {}),
      ...(chargedBack > 0 ? { amountChargedBack: { value: money(chargedBack), currency: 'EUR' } } : {}),
      _embedded: {
        chargebacks: payment.chargebacks.map((chargeback) => ({
          resource: 'chargeback',
          id: chargeback.id,
          amount: { value: chargeback.amount, currency: 'EUR' },
          paymentId: payment.id,
          createdAt: '2026-11-30T09:00:00+00:00',
          reversedAt: chargeback.reversedAt,
        })),
      },
    };
  }

  function create(body: Record<string, unknown>, recurring: boolean, idempotencyKey: string | null) {
    const earlier = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (earlier) return payments.get(earlier)!;
    const payment: FakePayment = { id: nextId('tr'), body, status: recurring ? 'pending' : 'open', recurring, chargebacks: [], refunds: [] };
    payments.set(payment.id, payment);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, payment.id);
    return payment;
  }

  const handlers = [
    http.post(`${API}/customers`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(customerJson(nextId('cst'), String(body.name), String(body.email)), { status: 201 });
    }),
    http.post(`${API}/customers/:customerId/mandates`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(mandateJson(String(params.customerId), nextId('mdt'), 'valid', body), { status: 201 });
    }),
    http.post(`${API}/payments`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(json(create(body, false, request.headers.get('idempotency-key'))), { status: 201 });
    }),
    http.post(`${API}/customers/:customerId/payments`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(json(create(body, true, request.headers.get('idempotency-key'))), { status: 201 });
    }),
    http.get(`${API}/payments/:paymentId`, ({ params }) => {
      const payment = payments.get(String(params.paymentId));
      if (!payment) return errorJson(404, 'Not Found', `No payment exists with token ${String(params.paymentId)}.`);
      return HttpResponse.json(json(payment));
    }),
    http.delete(`${API}/payments/:paymentId`, ({ params }) => {
      const payment = payments.get(String(params.paymentId));
      if (!payment) return errorJson(404, 'Not Found', `No payment exists with token ${String(params.paymentId)}.`);
      if (payment.status !== 'open' && payment.status !== 'pending') return errorJson(422, 'Unprocessable Entity', 'The payment cannot be canceled');
      payment.status = 'canceled';
      return HttpResponse.json(json(payment));
    }),
    http.post(`${API}/payments/:paymentId/refunds`, async ({ request, params }) => {
      const payment = payments.get(String(params.paymentId));
      if (!payment) return errorJson(404, 'Not Found', `No payment exists with token ${String(params.paymentId)}.`);
      const key = request.headers.get('idempotency-key');
      const earlier = key ? byIdempotencyKey.get(key) : undefined;
      const body = (await request.json()) as { amount: { value: string }; description?: string };
      let refund = payment.refunds.find((candidate) => candidate.id === earlier);
      if (!refund) {
        const refunded = payment.refunds.reduce((sum, r) => sum + cents(r.amount), 0);
        const chargedBack = payment.chargebacks.some((chargeback) => !chargeback.reversedAt);
        if (payment.status !== 'paid' || chargedBack || refunded + cents(body.amount.value) > cents(amountOf(payment))) {
          return errorJson(422, 'Unprocessable Entity', 'The amount is higher than the amount that can be refunded', 'amount');
        }
        refund = { id: nextId('re'), amount: body.amount.value };
        payment.refunds.push(refund);
        if (key) byIdempotencyKey.set(key, refund.id);
      }
      return HttpResponse.json(
        { resource: 'refund', id: refund.id, amount: { value: refund.amount, currency: 'EUR' }, status: 'pending', paymentId: payment.id, description: body.description ?? '', createdAt: '2026-11-30T09:00:00+00:00', _links: {} },
        { status: 201 },
      );
    }),
  ];

  return {
    handlers,
    /** The payer (or the bank) settles an open or pending payment. */
    settle(id: string, status: 'paid' | 'failed' | 'canceled' | 'expired') {
      const payment = payments.get(id)!;
      if (payment.status === 'open' || payment.status === 'pending') payment.status = status;
    },
    chargeBack(id: string) {
      const payment = payments.get(id)!;
      if (payment.status === 'paid' && !payment.chargebacks.some((chargeback) => !chargeback.reversedAt)) {
        payment.chargebacks.push({ id: nextId('chb'), amount: amountOf(payment), reversedAt: null });
      }
    },
    reverseChargeback(id: string) {
      for (const chargeback of payments.get(id)!.chargebacks) chargeback.reversedAt ??= '2026-12-02T09:00:00+00:00';
    },
  };
}
