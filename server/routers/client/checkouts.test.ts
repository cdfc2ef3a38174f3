import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentsText } from '@/src/text/nl/payments';
import { line } from '@/server/testing/money-fixtures';
import { callerFor, createTestEnv, createTestProject, createTestUser, movableClock, type TestEnv } from '@/server/testing/harness';
import { controllablePayments, rejection } from '@/server/testing/client-fixtures';

// One checkout per purchase: while open, "Kopen" or "Betalen" leads to it, also for two clicks at once; a new one once it expired,
// failed or was cancelled, at most one a minute. The return page's status check asks the provider at most once per 10 s.

const payments = controllablePayments();
const clock = movableClock();
let env: TestEnv;
let client: { id: string };
let asClient: Awaited<ReturnType<typeof callerFor>>;
let projectId: string;

beforeAll(async () => {
  env = await createTestEnv({ payments: payments.provider, clock });
  payments.bind(env.services.db);
  client = await createTestUser(env.services);
  asClient = await callerFor(env.services, client);
  projectId = (await createTestProject(env.services, { clientId: client.id, packageType: 'website' })).id;
});
afterAll(() => env.close());
beforeEach(() => payments.reset());

let counter = 0;
async function newModule() {
  const admin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
  return admin.admin.modules.create({ title: `Module ${++counter}`, description: 'Extra', price: '49.00' });
}

const paymentsFor = (moduleId: string) => env.services.db.selectFrom('payments').selectAll().where('moduleId', '=', moduleId).orderBy('createdAt').execute();
const creations = () => payments.control.calls.filter((call) => call === 'createPayment').length;

describe('one checkout per module purchase', () => {
  it('gives a double click one payment: both clicks go to the same checkout', async () => {
    const module = await newModule();
    const clicks = await Promise.all(Array.from({ length: 2 }, async () => (await callerFor(env.services, client)).client.modules.buy({ projectId, moduleId: module.id })));
    expect(clicks[1]).toEqual(clicks[0]);
    expect(await paymentsFor(module.id)).toHaveLength(1);
    expect(creations()).toBe(1);
  });

  it('gives five simultaneous clicks one payment too', async () => {
    const module = await newModule();
    const clicks = await Promise.all(Array.from({ length: 5 }, async () => (await callerFor(env.services, client)).client.modules.buy({ projectId, moduleId: module.id })));
    expect(new Set(clicks.map((click) => click.checkoutUrl)).size).toBe(1);
    expect(await paymentsFor(module.id)).toHaveLength(1);
    expect(creations()).toBe(1);
  });

  it('sends a later "Kopen" to the open checkout, and makes a new one once it expired, at most one a minute', async () => {
    const module = await newModule();
    const first = await asClient.client.modules.buy({ projectId, moduleId: module.id });
    clock.advance(5_000);
    expect(await asClient.client.modules.buy({ projectId, moduleId: module.id })).toEqual(first);
    expect(creations()).toBe(1);

    await payments.sandbox.sandboxComplete(first.checkoutUrl.split('/').pop()!, 'expired');
    clock.advance(10_000);
    const tooSoon = await rejection(asClient.client.modules.buy({ projectId, moduleId: module.id }));
    expect([tooSoon.code, tooSoon.message]).toEqual(['TOO_MANY_REQUESTS', paymentsText.payments.checkoutTooSoon]);
    expect((await paymentsFor(module.id)).map((payment) => payment.status)).toEqual(['expired']);

    clock.advance(60_000);
    const second = await asClient.client.modules.buy({ projectId, moduleId: module.id });
    expect(second.paymentId).not.toBe(first.paymentId);
    expect((await paymentsFor(module.id)).map((payment) => payment.status)).toEqual(['expired', 'open']);
  });

  it('leaves nothing reserved when the provider refuses, so the purchase can start again', async () => {
    const module = await newModule();
    payments.control.failOn.add('createPayment');
    expect((await rejection(asClient.client.modules.buy({ projectId, moduleId: module.id }))).message).toBe(paymentsText.payments.paymentStartFailed);
    expect(await paymentsFor(module.id)).toEqual([]);
    payments.reset();
    clock.advance(60_000);
    await asClient.client.modules.buy({ projectId, moduleId: module.id });
    expect(await paymentsFor(module.id)).toHaveLength(1);
  });
});

describe('one pay link per invoice', () => {
  it('gives two simultaneous "Betalen" one payment, and a later one the same checkout', async () => {
    const admin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
    const invoice = await admin.admin.invoices.create({ userId: client.id, lines: [line('Zonder machtiging', '30')] });
    const clicks = await Promise.all(Array.from({ length: 2 }, async () => (await callerFor(env.services, client)).client.invoices.pay({ invoiceId: invoice.id })));
    expect(clicks[1]).toEqual(clicks[0]);
    clock.advance(20_000);
    expect(await asClient.client.invoices.pay({ invoiceId: invoice.id })).toEqual(clicks[0]);
    const rows = await env.services.db.selectFrom('payments').selectAll().where('invoiceId', '=', invoice.id).execute();
    expect(rows.map((row) => [row.method, row.amount, row.status])).toEqual([['paylink', '36.30', 'open']]);
  });
});

describe('the return page\'s status check', () => {
  it('asks the provider at most once per 10 s for a payment, and answers from the database in between', async () => {
    const module = await newModule();
    const { paymentId } = await asClient.client.modules.buy({ projectId, moduleId: module.id });
    clock.advance(10_000);
    payments.reset();
    for (let i = 0; i < 5; i++) expect(await asClient.client.payments.confirm({ paymentId })).toEqual({ status: 'open' });
    expect(payments.control.calls.filter((call) => call === 'getPayment')).toHaveLength(1);
    clock.advance(10_000);
    await asClient.client.payments.confirm({ paymentId });
    expect(payments.control.calls.filter((call) => call === 'getPayment')).toHaveLength(2);
  });
});
