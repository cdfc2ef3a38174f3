import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { invoiceMailsText } from '@/src/text/nl/invoice-mails';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { mailsTo, sandboxChoice } from '@/server/testing/money-fixtures';
import { rejection } from '@/server/testing/client-fixtures';
import { ublSchemaErrors, ublValues } from '@/server/testing/ubl-check';
import { EN16931, expectEInvoiceRules } from '@/server/testing/ubl-rules';
import { listInvoiceLines } from '@/db/queries/invoice-lines';
import { recordPayment } from '@/server/payments/record-payment';
import { runRecurringInvoices } from '@/server/features/invoices/recurring-invoices';

// Every sale on an invoice: a module paid at checkout gets its own invoice, issued paid, mailed and
// exported; a monthly module joins the project's monthly invoice from the next month.

let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let now = new Date('2026-11-23T10:00:00Z');
let asAdmin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  env = await createTestEnv({ clock: { now: () => now } });
  app = await buildApp({ services: env.services });
  asAdmin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin' }));
});
afterAll(async () => {
  await app.close();
  await env.close();
});

async function clientWithProject(fullName: string) {
  const client = await createTestUser(env.services, { role: 'client', fullName });
  const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website' });
  return { client, project, caller: await callerFor(env.services, client) };
}

const invoicesOf = (userId: string) => env.services.db.selectFrom('invoices').selectAll().where('userId', '=', userId).orderBy('invoiceNumber').execute();

describe('a paid module', () => {
  it('gets its invoice in the same number series, marked Betaald, with the module as its line, mailed, under Facturen and in the CSV', async () => {
    const { client, project, caller } = await clientWithProject('Bakkerij Modulair');
    const module = await asAdmin.admin.modules.create({ title: 'Nieuwsbrief', description: 'Maandelijkse mailing', price: '79.00' });
    const { checkoutUrl, paymentId } = await caller.client.modules.buy({ projectId: project.id, moduleId: module.id });
    const providerId = checkoutUrl.split('/').pop()!;
    expect((await sandboxChoice(app, providerId, 'paid')).statusCode).toBe(303);
    // Recorded again (webhook and return page): still one invoice.
    await recordPayment(env.services, providerId);

    const [invoice, ...more] = await invoicesOf(client.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'paid', projectId: project.id, amount: '79.00', vatAmount: '16.59', totalAmount: '95.59', description: 'Module Nieuwsbrief' });
    expect(invoice!.invoiceNumber).toMatch(/^2026-\d{4}$/);
    expect(await listInvoiceLines(env.services.db, invoice!.id)).toEqual([
      { description: 'Module Nieuwsbrief', quantity: '1.00', unitPrice: '79.00', vatRate: '21.00', reverseCharge: false },
    ]);
    const payment = await env.services.db.selectFrom('payments').select(['amount', 'invoiceId']).where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(payment).toEqual({ amount: '95.59', invoiceId: invoice!.id });

    const listed = await caller.client.invoices.list({});
    expect(listed.items.map((item) => [item.invoiceNumber, item.status])).toEqual([[invoice!.invoiceNumber, 'paid']]);
    const mails = await mailsTo(env, client.email);
    expect(mails.map((mail) => mail.subject)).toContain(invoiceMailsText.invoiceMails.paidInvoiceSubject(invoice!.invoiceNumber));
    const { csv } = await asAdmin.admin.invoices.exportCsv({ from: '2026-11-01', until: '2026-11-30' });
    expect(csv.split('\n').filter((row) => row.includes(invoice!.invoiceNumber))).toHaveLength(1);

    // The e-invoice of a buyer without KvK or VAT number: plain EN 16931, valid UBL.
    const { xml } = await caller.client.invoices.ubl({ invoiceId: invoice!.id });
    expect(await ublSchemaErrors(xml, 'Invoice')).toBe('');
    expect(await ublValues(xml, 'CustomizationID')).toEqual([EN16931]);
    expect(await ublValues(xml, 'InvoiceLine/LineExtensionAmount')).toEqual(['79.00']);
    await expectEInvoiceRules(xml, 'InvoiceLine');
  });
});

describe('a monthly module', () => {
  it('joins the project’s monthly invoice from the next month, once', async () => {
    now = new Date('2026-11-23T10:00:00Z');
    const { client, project, caller } = await clientWithProject('Kapper Maandelijks');
    const module = await asAdmin.admin.modules.create({ title: 'Onderhoud Plus', description: 'Updates', price: '15.00', isRecurring: true });
    const refused = await rejection(caller.client.modules.buy({ projectId: project.id, moduleId: module.id }));
    expect(refused.code).toBe('PRECONDITION_FAILED');

    const added = await Promise.allSettled([1, 2].map(() => caller.client.modules.subscribe({ projectId: project.id, moduleId: module.id })));
    expect(added.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const { owned } = await caller.client.modules.forProject({ projectId: project.id });
    expect(owned.map((row) => row.title)).toEqual(['Onderhoud Plus']);

    // This month has nothing to bill yet; December's invoice carries the module.
    await runRecurringInvoices(env.services);
    expect(await invoicesOf(client.id)).toEqual([]);
    now = new Date('2026-12-01T09:00:00Z');
    await runRecurringInvoices(env.services);
    await runRecurringInvoices(env.services);
    const [december, ...more] = await invoicesOf(client.id);
    expect(more).toEqual([]);
    expect(december).toMatchObject({ projectId: project.id, period: '2026-12', invoiceDate: '2026-12-01', dueDate: '2026-12-15', amount: '15.00', vatAmount: '3.15', totalAmount: '18.15' });
    expect(await listInvoiceLines(env.services.db, december!.id)).toEqual([
      { description: 'Module Onderhoud Plus (december 2026)', quantity: '1.00', unitPrice: '15.00', vatRate: '21.00', reverseCharge: false },
    ]);
    const schedules = await asAdmin.admin.invoices.schedules({ page: 1 });
    expect(schedules.items.find((row) => row.projectId === project.id)).toMatchObject({ modulesAmount: '15.00', recurringDay: 1 });
  });
});
