import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import type { SandboxPayments } from '@/server/payments/sandbox';
import { callerFor, createTestEnv, createTestUser, movableClock, type TestEnv } from '@/server/testing/harness';
import { clientWithMandate, debitedInvoice, deliverWebhook, invoiceRow, mailsTo, sandboxChoice } from '@/server/testing/money-fixtures';

// A reversed debit makes the invoice "Teruggeboekt" with one pay-link mail; paying (or the bank reversing the chargeback) makes it
// Betaald again, each step in its history. All through the sandbox's page: the same webhook path as every other status.

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: { id: string; email: string };
const clock = movableClock();

beforeAll(async () => {
  env = await createTestEnv({ clock });
  app = await buildApp({ services: env.services });
  admin = await createTestUser(env.services, { role: 'admin', fullName: 'Anouk Admin' });
});
afterAll(async () => {
  await app.close();
  await env.close();
});
beforeEach(() => {
  env.delivered.length = 0;
});

const sandbox = () => env.services.payments as SandboxPayments;

describe('a charged-back direct debit', () => {
  it('makes the invoice Teruggeboekt with one mail, and a reversal makes it Betaald; the history shows both', async () => {
    const client = await clientWithMandate(env);
    const { id, invoiceNumber, providerId } = await debitedInvoice(env, client, admin);
    expect((await invoiceRow(env, id)).status).toBe('paid');

    expect((await sandboxChoice(app, providerId, 'chargeback')).statusCode).toBe(303);
    expect((await invoiceRow(env, id)).status).toBe('charged_back');
    await deliverWebhook(app, providerId);
    const mails = (await mailsTo(env, client.email)).filter((mail) => mail.subject === `Betaling teruggeboekt: factuur ${invoiceNumber}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`Je bank heeft de automatische incasso van € 36,30 voor factuur ${invoiceNumber} teruggeboekt.`);
    expect(mails[0]?.text).toContain(`http://localhost:3000/invoices?betalen=${id}`);
    // The client's bell says so too, with the same pay link.
    const bell = await (await callerFor(env.services, client)).notifications.list({});
    expect(bell.items[0]).toMatchObject({ sentence: `Factuur ${invoiceNumber} (€ 36,30) is teruggeboekt`, link: `/invoices?betalen=${id}` });
    expect(bell.items.map((item) => item.sentence)).toContain(`Factuur ${invoiceNumber} van € 36,30 staat klaar`);

    const asAdmin = await callerFor(env.services, admin);
    expect((await asAdmin.admin.invoices.list({ q: invoiceNumber, status: 'charged_back' })).items.map((row) => row.id)).toEqual([id]);
    expect((await asAdmin.admin.stats.get()).chargedBackInvoices).toBeGreaterThanOrEqual(1);

    await sandboxChoice(app, providerId, 'chargeback_reversed');
    expect((await invoiceRow(env, id)).status).toBe('paid');

    const [debit] = await asAdmin.admin.invoices.history({ invoiceId: id });
    expect(debit).toMatchObject({ method: 'directdebit', status: 'paid', chargedBackAmount: '0.00' });
    expect(debit!.events.map((event) => event.kind)).toEqual(['created', 'paid', 'charged_back', 'chargeback_reversed']);
    // The client reads the same history of their own invoice.
    const own = await (await callerFor(env.services, client)).client.invoices.history({ invoiceId: id });
    expect(own[0]!.events.map((event) => event.kind)).toEqual(['created', 'paid', 'charged_back', 'chargeback_reversed']);
  });

  it('is paid again through the pay link: Betaald with the new payment, and the client sees Teruggeboekt before', async () => {
    const client = await clientWithMandate(env);
    const { id, providerId } = await debitedInvoice(env, client, admin);
    await sandboxChoice(app, providerId, 'chargeback');
    const asClient = await callerFor(env.services, client);
    expect((await asClient.client.invoices.list({})).items.find((row) => row.id === id)?.status).toBe('charged_back');

    const { paymentId, checkoutUrl } = await asClient.client.invoices.pay({ invoiceId: id });
    await sandboxChoice(app, checkoutUrl.split('/').pop()!, 'paid');
    expect(await asClient.client.payments.confirm({ paymentId })).toEqual({ status: 'paid' });
    expect((await invoiceRow(env, id)).status).toBe('paid');

    const history = await (await callerFor(env.services, admin)).admin.invoices.history({ invoiceId: id });
    expect(history.map((payment) => [payment.method, payment.status, payment.chargedBackAmount])).toEqual([
      ['directdebit', 'paid', '36.30'],
      ['paylink', 'paid', '0.00'],
    ]);
  });

  it('sends the second payment back when the chargeback is reversed after the client paid again', async () => {
    const client = await clientWithMandate(env);
    const { id, invoiceNumber, providerId } = await debitedInvoice(env, client, admin);
    await sandboxChoice(app, providerId, 'chargeback');
    const { checkoutUrl } = await (await callerFor(env.services, client)).client.invoices.pay({ invoiceId: id });
    const payLink = checkoutUrl.split('/').pop()!;
    await sandboxChoice(app, payLink, 'paid');
    env.delivered.length = 0;

    await sandboxChoice(app, providerId, 'chargeback_reversed');
    expect((await invoiceRow(env, id)).status).toBe('paid');
    await expect(sandbox().getPayment(payLink)).resolves.toMatchObject({ refundedAmount: '36.30' });
    const adminMails = await mailsTo(env, admin.email);
    expect(adminMails.map((mail) => mail.subject)).toContain(`Automatisch terugbetaald: factuur ${invoiceNumber}`);
    const refunds = (await (await callerFor(env.services, admin)).admin.invoices.history({ invoiceId: id })).flatMap((payment) => payment.refunds);
    expect(refunds).toEqual([expect.objectContaining({ amount: '36.30', automatic: true, reason: 'Dubbele betaling', creditNoteNumber: null })]);
  });
});

describe('a charged-back module payment', () => {
  it('marks the purchase "Betaling teruggeboekt", mails every admin, and the client keeps the module; a reversal clears the mark', async () => {
    const client = await createTestUser(env.services, { role: 'client' });
    const asClient = await callerFor(env.services, client);
    const project = await env.services.db
      .insertInto('projects')
      .values({ clientId: client.id, packageType: 'website', monthlyPrice: '30.00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const module = await (await callerFor(env.services, admin)).admin.modules.create({ title: 'Nieuwsbrief', description: 'Mailings', price: '25.00' });
    const { checkoutUrl } = await asClient.client.modules.buy({ projectId: project.id, moduleId: module.id });
    const providerId = checkoutUrl.split('/').pop()!;
    await sandboxChoice(app, providerId, 'paid');
    await sandboxChoice(app, providerId, 'chargeback');

    const [owned] = (await asClient.client.modules.forProject({ projectId: project.id })).owned;
    expect(owned).toMatchObject({ title: 'Nieuwsbrief', chargedBackAt: expect.any(Date) });
    const [bought] = await (await callerFor(env.services, admin)).admin.modules.purchasedForProject({ projectId: project.id });
    expect(bought?.chargedBackAt).toBeInstanceOf(Date);
    const [mail] = (await mailsTo(env, admin.email)).filter((m) => m.subject === 'Betaling teruggeboekt: module Nieuwsbrief');
    expect(mail?.text).toContain('De bank van de klant heeft de betaling van € 30,25 voor de module Nieuwsbrief teruggeboekt.');
    expect(mail?.text).toContain(`http://localhost:3000/admin/projects/${project.id}`);

    await sandboxChoice(app, providerId, 'chargeback_reversed');
    expect((await asClient.client.modules.forProject({ projectId: project.id })).owned[0]?.chargedBackAt).toBeNull();
  });
});
