import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { paymentsText } from '@/src/text/nl/payments';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { callerFor, createTestEnv, createTestProject, createTestUser, movableClock, type TestEnv } from '@/server/testing/harness';
import { controllablePayments, rejection } from '@/server/testing/client-fixtures';

// A module bought end to end on the server: the client starts the checkout, the sandbox settles it,
// the webhook (or the return page's check, client.payments.confirm) records it through recordPayment.

const payments = controllablePayments();
const clock = movableClock();
let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let client: { id: string };
let projectId: string;

beforeAll(async () => {
  env = await createTestEnv({ payments: payments.provider, clock });
  payments.bind(env.services.db);
  app = await buildApp({ services: env.services });
  client = await createTestUser(env.services);
  projectId = (await createTestProject(env.services, { clientId: client.id, packageType: 'website' })).id;
});
afterAll(async () => {
  await app.close();
  await env.close();
});
beforeEach(() => payments.reset());

let moduleCounter = 0;
async function newModule(price = '49.00', isRecurring = false) {
  const admin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
  return admin.admin.modules.create({ title: `SEO-pakket ${++moduleCounter}`, description: 'Vindbaar in Google', price, isRecurring });
}

async function startPurchase(moduleId: string) {
  const caller = await callerFor(env.services, client);
  const started = await caller.client.modules.buy({ projectId, moduleId });
  const providerId = started.checkoutUrl.split('/').pop()!;
  return { caller, started, providerId };
}

const deliver = (id: string) =>
  app.inject({ method: 'POST', url: '/api/webhooks/payments', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${encodeURIComponent(id)}` });

const purchases = (moduleId: string) =>
  env.services.db.selectFrom('modulePurchases').selectAll().where('projectId', '=', projectId).where('moduleId', '=', moduleId).execute();

describe('module payments', () => {
  it('starts a checkout at the module price plus 21 % VAT, whatever the browser sends', async () => {
    const module = await newModule('49.95');
    const caller = await callerFor(env.services, client);
    const started = await caller.client.modules.buy({ projectId, moduleId: module.id, price: '0.01', amount: '0.01' } as never);
    expect(started.checkoutUrl).toMatch(/^http:\/\/localhost:3000\/api\/payments\/sandbox\/checkout\/tr_sandbox_/);
    const row = await env.services.db.selectFrom('payments').selectAll().where('id', '=', started.paymentId).executeTakeFirstOrThrow();
    // 49.95 × 1.21 = 60.4395: the price excludes VAT, the invoice of the sale adds it.
    expect(row).toMatchObject({ kind: 'module', amount: '60.44', status: 'open', projectId, moduleId: module.id, userId: client.id, paidAt: null });
    const provider = await env.services.payments.getPayment(row.providerPaymentId!);
    expect(provider.amount).toBe('60.44');
  });

  it('records 20 concurrent deliveries of one paid payment as exactly one purchase', async () => {
    const module = await newModule('49.00');
    const { providerId, started } = await startPurchase(module.id);
    const admin = await createTestUser(env.services, { role: 'admin' });
    await payments.sandbox.sandboxComplete(providerId, 'paid');
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(providerId)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await purchases(module.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: module.title, price: '49.00', paymentId: started.paymentId });
    // Every admin's bell names the purchase once.
    const bell = (await (await callerFor(env.services, admin)).notifications.list({})).items.filter((item) => item.sentence.includes(module.title));
    expect(bell).toHaveLength(1);
    expect(bell[0]?.link).toBe(`/admin/projects/${projectId}`);
    const payment = await env.services.db.selectFrom('payments').selectAll().where('id', '=', started.paymentId).executeTakeFirstOrThrow();
    expect(payment.status).toBe('paid');
    expect(payment.paidAt).toBeInstanceOf(Date);
  });

  it('records a failed delivery and then a paid one for a second payment; paid is never downgraded', async () => {
    const module = await newModule('15.00');
    const first = await startPurchase(module.id);
    await payments.sandbox.sandboxComplete(first.providerId, 'failed');
    expect((await deliver(first.providerId)).statusCode).toBe(200);
    expect(await purchases(module.id)).toHaveLength(0);
    await expect(first.caller.client.payments.confirm({ paymentId: first.started.paymentId })).resolves.toEqual({ status: 'failed' });

    // A new checkout for the same module is made at most once a minute.
    clock.advance(60_000);
    const second = await startPurchase(module.id);
    await payments.sandbox.sandboxComplete(second.providerId, 'paid');
    expect((await deliver(second.providerId)).statusCode).toBe(200);
    expect(await purchases(module.id)).toHaveLength(1);

    // An out-of-order report of an older status leaves the paid payment paid.
    await env.services.db.updateTable('sandboxPayments').set({ status: 'expired' }).where('providerPaymentId', '=', second.providerId).execute();
    expect((await deliver(second.providerId)).statusCode).toBe(200);
    await expect(second.caller.client.payments.confirm({ paymentId: second.started.paymentId })).resolves.toEqual({ status: 'paid' });
    expect(await purchases(module.id)).toHaveLength(1);
  });

  it('records the purchase from the return page alone, when no webhook arrives', async () => {
    const module = await newModule('9.95');
    const { caller, started, providerId } = await startPurchase(module.id);
    await expect(caller.client.payments.confirm({ paymentId: started.paymentId })).resolves.toEqual({ status: 'open' });
    await payments.sandbox.sandboxComplete(providerId, 'paid');
    // The provider is asked again once the last answer is 10 s old.
    clock.advance(10_000);
    await expect(caller.client.payments.confirm({ paymentId: started.paymentId })).resolves.toEqual({ status: 'paid' });
    const { owned, available } = await caller.client.modules.forProject({ projectId });
    expect(owned.map((m) => m.title)).toContain(module.title);
    expect(available.map((m) => m.id)).not.toContain(module.id);
    const again = await rejection(caller.client.modules.buy({ projectId, moduleId: module.id }));
    expect(again.message).toBe(moduleWords.modules.alreadyOwned);
  });

  it('delivers the sandbox checkout through the same recording path', async () => {
    const module = await newModule('79.00');
    const { providerId, started } = await startPurchase(module.id);
    const page = await app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout/${providerId}` });
    expect(page.body).toContain('Verlopen');
    const post = await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${providerId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: 'outcome=paid',
    });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toBe(`http://localhost:3000/upsells?payment=success&paymentId=${started.paymentId}&project=${projectId}`);
    expect(await purchases(module.id)).toHaveLength(1);
  });

  it('answers an unknown id with 200 and changes nothing, and 503 while the provider is away', async () => {
    expect((await deliver('tr_unknown')).statusCode).toBe(200);
    expect(payments.control.calls).toEqual([]);
    const module = await newModule('12.50');
    const { providerId, started } = await startPurchase(module.id);
    await payments.sandbox.sandboxComplete(providerId, 'paid');
    payments.control.failOn.add('getPayment');
    expect((await deliver(providerId)).statusCode).toBe(503);
    expect(await purchases(module.id)).toHaveLength(0);
    payments.control.failOn.clear();
    expect((await deliver(providerId)).statusCode).toBe(200);
    expect(await purchases(module.id)).toHaveLength(1);
    expect(started.paymentId).toBeTruthy();
  });

  it('refuses recurring, inactive and unknown modules, and a provider failure reads "Kon betaling niet starten"', async () => {
    const caller = await callerFor(env.services, client);
    const recurring = await newModule('9.95', true);
    expect((await rejection(caller.client.modules.buy({ projectId, moduleId: recurring.id }))).message).toBe(moduleWords.modules.recurringOnInvoice);
    const admin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
    const inactive = await newModule('10.00');
    await admin.admin.modules.setActive({ moduleId: inactive.id, isActive: false });
    expect((await rejection(caller.client.modules.buy({ projectId, moduleId: inactive.id }))).code).toBe('NOT_FOUND');
    const module = await newModule('11.00');
    payments.control.failOn.add('createPayment');
    expect((await rejection(caller.client.modules.buy({ projectId, moduleId: module.id }))).message).toBe(paymentsText.payments.paymentStartFailed);
  });

  it('keeps what a buyer paid when the admin edits the module later', async () => {
    const module = await newModule('20.00');
    const { providerId } = await startPurchase(module.id);
    await payments.sandbox.sandboxComplete(providerId, 'paid');
    await deliver(providerId);
    const admin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
    await admin.admin.modules.update({ moduleId: module.id, title: 'Nieuwe naam', description: 'Anders', price: '99.99', isRecurring: false });
    const bought = await admin.admin.modules.purchasedForProject({ projectId });
    expect(bought.find((row) => row.moduleId === module.id)).toMatchObject({ title: module.title, price: '20.00' });
  });
});
