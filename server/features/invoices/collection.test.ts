import { http, HttpResponse } from 'msw';
import { line } from '@/server/testing/money-fixtures';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { createMolliePayments } from '@/server/payments/mollie';
import { API, errorJson, paymentJson } from '@/server/payments/mollie-fixtures';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { collectDueDebits } from './collection';

// Collection against Mollie's HTTP API mocked with msw: the debit on the mandate after the
// pre-notification, the webhook reporting paid or failed, and the pay link that settles a failed one.

interface Created {
  path: string;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}
let created: Created[] = [];
/** What GET /payments/:id answers, per payment id; the test plays Mollie's bank. */
const statuses = new Map<string, string>();
let counter = 0;

const server = setupServer(
  http.post(`${API}/customers/:customerId/payments`, async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    created.push({ path: `customers/${String(params.customerId)}/payments`, idempotencyKey: request.headers.get('idempotency-key'), body });
    const id = `tr_debit${++counter}`;
    statuses.set(id, 'pending');
    return HttpResponse.json({ ...paymentJson(id, 'pending', body), sequenceType: 'recurring', method: 'directdebit' }, { status: 201 });
  }),
  http.post(`${API}/payments`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    created.push({ path: 'payments', idempotencyKey: null, body });
    const id = `tr_link${++counter}`;
    statuses.set(id, 'open');
    return HttpResponse.json(paymentJson(id, 'open', body), { status: 201 });
  }),
  http.get(`${API}/payments/:paymentId`, ({ params }) => {
    const id = String(params.paymentId);
    if (id === 'tr_outage') return errorJson(503, 'Service Unavailable', 'Try again later');
    const status = statuses.get(id);
    if (!status) return errorJson(404, 'Not Found', `No payment exists with token ${id}.`);
    return HttpResponse.json(paymentJson(id, status, { amount: { value: '36.30', currency: 'EUR' } }));
  }),
);

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let asAdmin: Awaited<ReturnType<typeof callerFor>>;
let now = new Date('2026-11-23T10:00:00Z');

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  env = await createTestEnv({ payments: createMolliePayments({ apiKey: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' }), clock: { now: () => now } });
  app = await buildApp({ services: env.services });
  asAdmin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
});
afterAll(async () => {
  await app.close();
  await env.close();
  server.close();
});
beforeEach(() => {
  created = [];
  env.delivered.length = 0;
  now = new Date('2026-11-23T10:00:00Z');
});

async function clientWithMandate(mandate = true) {
  const user = await createTestUser(env.services, { role: 'client', fullName: 'Els Jansen' });
  if (mandate) {
    await env.services.db
      .insertInto('paymentCustomers')
      .values({ userId: user.id, providerCustomerId: `cst_${user.id.slice(0, 8)}`, mandateId: 'mdt_h3gAaD5zP', mandateStatus: 'valid', ibanLast4: '4300', accountHolder: 'E. Jansen' })
      .execute();
  }
  return user;
}

async function mails(to: string) {
  await env.services.mailer.deliverDue();
  return env.delivered.filter((mail) => mail.to === to);
}

const invoiceStatus = async (id: string) =>
  (await env.services.db.selectFrom('invoices').select(['status', 'paidAt']).where('id', '=', id).executeTakeFirstOrThrow());

function webhook(id: string) {
  return app.inject({ method: 'POST', url: '/api/webhooks/payments', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${id}` });
}

/** An invoice of € 30 + 21 % for a client with a mandate, debited on its date (five days on). */
async function debitedInvoice() {
  const client = await clientWithMandate();
  const { id, invoiceNumber } = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Website-pakket', '30')] });
  now = new Date('2026-11-28T07:00:00Z');
  await collectDueDebits(env.services);
  const debit = await env.services.db.selectFrom('payments').select('providerPaymentId').where('invoiceId', '=', id).executeTakeFirstOrThrow();
  return { client, id, invoiceNumber, paymentId: debit.providerPaymentId! };
}

describe('collecting an invoice by direct debit', () => {
  it('announces the debit, charges the mandate on its date, and the webhook marks it Betaald', async () => {
    const client = await clientWithMandate();
    const { id, invoiceNumber } = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Website-pakket', '30')] });

    const [notice] = await mails(client.email);
    expect(notice?.subject).toBe(`Aankondiging automatische incasso: factuur ${invoiceNumber}`);
    expect(notice?.text).toContain('Op of rond 28 november 2026 schrijven we € 36,30 af van je rekening **** **** **** 4300');
    expect(notice?.text).toContain('Incassant-ID: NL98ZZZ999999990000 · Machtigingskenmerk: mdt_h3gAaD5zP');
    expect(created).toEqual([]);

    now = new Date('2026-11-27T22:59:00Z'); // 23:59 on the 27th in Amsterdam: not yet
    await collectDueDebits(env.services);
    expect(created).toEqual([]);
    now = new Date('2026-11-28T07:00:00Z');
    await collectDueDebits(env.services);
    await collectDueDebits(env.services);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      path: `customers/cst_${client.id.slice(0, 8)}/payments`,
      idempotencyKey: `invoice-debit-${id}`,
      body: { sequenceType: 'recurring', mandateId: 'mdt_h3gAaD5zP', amount: { currency: 'EUR', value: '36.30' }, description: `Factuur ${invoiceNumber}` },
    });
    expect((await invoiceStatus(id)).status).toBe('pending');

    const paymentId = (await env.services.db.selectFrom('payments').select('providerPaymentId').where('invoiceId', '=', id).executeTakeFirstOrThrow()).providerPaymentId!;
    statuses.set(paymentId, 'paid');
    expect((await webhook(paymentId)).statusCode).toBe(200);
    expect((await webhook(paymentId)).statusCode).toBe(200);
    expect(await invoiceStatus(id)).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    expect((await asAdmin.admin.invoices.list({ q: invoiceNumber })).items[0]?.status).toBe('paid');
  });

  it('marks a failed debit Mislukt, mails the pay link once, and the pay link settles the invoice', async () => {
    const { client, id, invoiceNumber, paymentId } = await debitedInvoice();
    env.delivered.length = 0;
    statuses.set(paymentId, 'failed');
    await Promise.all([webhook(paymentId), webhook(paymentId)]);
    expect((await invoiceStatus(id)).status).toBe('failed');

    const payMails = await mails(client.email);
    expect(payMails).toHaveLength(1);
    expect(payMails[0]?.subject).toBe(`Betaal factuur ${invoiceNumber}`);
    expect(payMails[0]?.text).toContain(`De automatische incasso van € 36,30 voor factuur ${invoiceNumber} is niet gelukt.`);
    expect(payMails[0]?.text).toContain(`http://localhost:3000/invoices?betalen=${id}`);
    // The client's bell: the failed debit once (two deliveries), pointing at the pay link.
    const bell = (await (await callerFor(env.services, client)).notifications.list({})).items.filter((item) => item.sentence.startsWith('De incasso'));
    expect(bell.map((item) => [item.sentence, item.link])).toEqual([[`De incasso van factuur ${invoiceNumber} (€ 36,30) is mislukt: betaal via de betaallink`, `/invoices?betalen=${id}`]]);

    // The client follows the link: a one-off payment by any method, for the invoice's total.
    const asClient = await callerFor(env.services, client);
    const { checkoutUrl } = await asClient.client.invoices.pay({ invoiceId: id });
    expect(checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    const link = created.at(-1)!;
    expect(link).toMatchObject({ path: 'payments', body: { amount: { currency: 'EUR', value: '36.30' }, metadata: { kind: 'invoice', invoiceId: id } } });
    expect(link.body).not.toHaveProperty('sequenceType', 'recurring');

    const linkRow = await env.services.db.selectFrom('payments').select(['id', 'providerPaymentId']).where('invoiceId', '=', id).where('method', '=', 'paylink').executeTakeFirstOrThrow();
    const linkId = linkRow.providerPaymentId!;
    statuses.set(linkId, 'paid');
    // Back on /invoices before the webhook arrived: the page asks, the server asks Mollie.
    now = new Date(now.getTime() + 10_000);
    expect(await asClient.client.payments.confirm({ paymentId: linkRow.id })).toEqual({ status: 'paid' });
    expect((await invoiceStatus(id)).status).toBe('paid');
    expect((await webhook(linkId)).statusCode).toBe(200);
    expect((await invoiceStatus(id)).status).toBe('paid');

    // A late "failed" for the old debit never undoes the payment.
    expect((await webhook(paymentId)).statusCode).toBe(200);
    expect((await invoiceStatus(id)).status).toBe('paid');
  });

  it('sends a client without a valid mandate the pay link straight away', async () => {
    const client = await clientWithMandate(false);
    const { id, invoiceNumber } = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Website-pakket', '30')] });
    const [mail] = await mails(client.email);
    expect(mail?.subject).toBe(`Betaal factuur ${invoiceNumber}`);
    expect(mail?.text).toContain(`Er staat een factuur van € 36,30 voor je klaar (${invoiceNumber}).`);
    expect(mail?.text).toContain(`/invoices?betalen=${id}`);
    now = new Date('2026-12-10T10:00:00Z');
    await collectDueDebits(env.services);
    expect(created).toEqual([]);
  });

  it('refuses a pay link for a pending invoice whose debit is on its way', async () => {
    const client = await clientWithMandate();
    const { id } = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Website-pakket', '30')] });
    const error = await (await callerFor(env.services, client)).client.invoices.pay({ invoiceId: id }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PRECONDITION_FAILED', message: 'Deze factuur staat niet meer open' });
  });
});

describe('the payment webhook', () => {
  it('answers 200 for an id it does not know and 503 while Mollie cannot be reached', async () => {
    expect((await webhook('tr_onbekend')).statusCode).toBe(200);
    const { id } = await debitedInvoice();
    await env.services.db.updateTable('payments').set({ providerPaymentId: 'tr_outage' }).where('invoiceId', '=', id).execute();
    expect((await webhook('tr_outage')).statusCode).toBe(503);
    expect((await invoiceStatus(id)).status).toBe('pending');
  });
});
