// Response bodies shaped like Mollie's v2 API (HAL JSON), for the msw handlers in mollie.test.ts.
import { HttpResponse } from 'msw';

export const API = 'https://api.mollie.com/v2';

const link = (href: string, type = 'application/hal+json') => ({ href, type });
const docs = (path: string) => link(`https://docs.mollie.com/reference/${path}`, 'text/html');

export function customerJson(id: string, name: string, email: string) {
  return {
    resource: 'customer',
    id,
    mode: 'test',
    name,
    email,
    locale: 'nl_NL',
    metadata: null,
    createdAt: '2026-11-22T09:15:02+00:00',
    _links: {
      self: link(`${API}/customers/${id}`),
      dashboard: link(`https://my.mollie.com/dashboard/customers/${id}`, 'text/html'),
      documentation: docs('create-customer'),
    },
  };
}

export function mandateJson(customerId: string, id: string, status: string, body: Record<string, unknown> = {}) {
  return {
    resource: 'mandate',
    id,
    mode: 'test',
    status,
    method: 'directdebit',
    details: {
      consumerName: body.consumerName ?? 'Jan de Vries',
      consumerAccount: body.consumerAccount ?? 'NL55INGB0000000000',
      consumerBic: 'INGBNL2A',
    },
    mandateReference: body.mandateReference ?? null,
    signatureDate: body.signatureDate ?? '2026-11-22',
    createdAt: '2026-11-22T09:16:40+00:00',
    _links: {
      self: link(`${API}/customers/${customerId}/mandates/${id}`),
      customer: link(`${API}/customers/${customerId}`),
      documentation: docs('get-mandate'),
    },
  };
}

export function paymentJson(id: string, status: string, body: Record<string, unknown> = {}) {
  const open = status === 'open';
  return {
    resource: 'payment',
    id,
    mode: 'test',
    createdAt: '2026-11-22T10:00:00+00:00',
    amount: body.amount ?? { value: '12.50', currency: 'EUR' },
    description: body.description ?? 'Module: SEO-pakket',
    method: null,
    metadata: body.metadata ?? { moduleId: 'ups_1', userId: 'usr_1' },
    status,
    isCancelable: false,
    expiresAt: '2026-11-22T10:15:00+00:00',
    locale: 'nl_NL',
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: 'oneoff',
    redirectUrl: body.redirectUrl ?? 'https://portaal.example.nl/betaling/klaar',
    webhookUrl: body.webhookUrl ?? 'https://portaal.example.nl/api/webhooks/payments',
    ...(status === 'paid' ? { paidAt: '2026-11-22T10:02:11+00:00', method: 'ideal' } : {}),
    _links: {
      self: link(`${API}/payments/${id}`),
      ...(open ? { checkout: link(`https://www.mollie.com/checkout/select-method/${id.slice(3)}`, 'text/html') } : {}),
      dashboard: link(`https://my.mollie.com/dashboard/payments/${id}`, 'text/html'),
      documentation: docs('get-payment'),
    },
  };
}

export function errorJson(status: number, title: string, detail: string, field?: string) {
  return HttpResponse.json(
    {
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: { documentation: link('https://docs.mollie.com/overview/handling-errors', 'text/html') },
    },
    // Retry-After: 0 keeps the client's retries of a 5xx from waiting two seconds each.
    { status, headers: { 'Content-Type': 'application/hal+json', 'Retry-After': '0' } },
  );
}
