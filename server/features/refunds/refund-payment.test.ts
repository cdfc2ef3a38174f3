import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { buildInvoicePdf } from '@/src/pdf/invoice-pdf';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { controllablePayments, rejection, shownMessage } from '@/server/testing/client-fixtures';
import { pdfText } from '@/server/testing/pdf-text';
import { clientWithMandate, debitedInvoice, invoiceRow, line } from '@/server/testing/money-fixtures';

// The admin refunds (part of) a paid invoice or module purchase with a reason; a creditfactuur gets its own number, negative amounts
// and the original's number. Never more than was paid less what went back, also when two ask at once.

const payments = controllablePayments();
let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: { id: string };
let asAdmin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  env = await createTestEnv({ payments: payments.provider });
  payments.bind(env.services.db);
  app = await buildApp({ services: env.services });
  admin = await createTestUser(env.services, { role: 'admin' });
  asAdmin = await callerFor(env.services, admin);
});
afterAll(async () => {
  await app.close();
  await env.close();
});
beforeEach(() => payments.reset());

const refundsOf = (paymentId: string) => env.services.db.selectFrom('refunds').selectAll().where('paymentId', '=', paymentId).orderBy('createdAt').execute();
/** What Facturatiebeheer shows as refunded of the invoice, found by its number. */
async function listedRefunded(invoiceNumber: string) {
  const { items } = await asAdmin.admin.invoices.list({ q: invoiceNumber, page: 1 });
  return items.find((row) => row.invoiceNumber === invoiceNumber)?.refunded;
}

describe('admin.invoices.refund', () => {
  it('refunds part of a paid invoice at the provider and makes a credit note the client downloads', async () => {
    const client = await clientWithMandate(env, 'Bakkerij Visser');
    const { id, invoiceNumber, debit, providerId } = await debitedInvoice(env, client, admin);
    const result = await asAdmin.admin.invoices.refund({ invoiceId: id, amount: '12,10', reason: 'Korting na klacht' });

    const year = invoiceNumber.slice(0, 4);
    expect(result.creditNote?.invoiceNumber).toBe(`${year}-${String(Number(invoiceNumber.slice(5)) + 1).padStart(4, '0')}`);
    await expect(env.services.payments.getPayment(providerId)).resolves.toMatchObject({ refundedAmount: '12.10' });
    expect(await refundsOf(debit.id)).toEqual([expect.objectContaining({ amount: '12.10', reason: 'Korting na klacht', status: 'refunded', automatic: false, createdBy: admin.id })]);

    const note = await invoiceRow(env, result.creditNote!.id);
    expect(note).toMatchObject({ kind: 'credit_note', creditForInvoiceId: id, userId: client.id, amount: '-10.00', vatAmount: '-2.10', totalAmount: '-12.10', status: 'paid' });
    expect(note.description).toBe(`Creditering van factuur ${invoiceNumber}: Korting na klacht`);
    // A credit note stays paid: no debit, pay link or cancellation can make it failed, charged back or open.
    for (const status of ['failed', 'charged_back', 'pending', 'cancelled'] as const) {
      await expect(env.services.db.updateTable('invoices').set({ status }).where('id', '=', note.id).execute()).rejects.toThrow(/invoices_credit_note_paid_check/);
    }
    // The original stays paid; the credit note stands beside it in Facturen.
    expect((await invoiceRow(env, id)).status).toBe('paid');
    const asClient = await callerFor(env.services, client);
    const listed = (await asClient.client.invoices.list({})).items.find((row) => row.id === note.id);
    expect(listed).toMatchObject({ kind: 'credit_note', creditForNumber: invoiceNumber, totalAmount: '-12.10' });

    const document = await asClient.client.invoices.document({ invoiceId: note.id });
    expect(document).toMatchObject({ kind: 'credit_note', creditFor: invoiceNumber, invoiceNumber: note.invoiceNumber });
    const text = await pdfText(buildInvoicePdf(document).output('arraybuffer'));
    for (const expected of ['CREDITFACTUUR', note.invoiceNumber, invoiceNumber, '€ -12,10', '€ -10,00', '€ -2,10']) expect(text).toContain(expected);
  });

  it('refunds the whole invoice with its own amounts, then refuses anything more', async () => {
    const client = await clientWithMandate(env);
    const { id } = await debitedInvoice(env, client, admin);
    const whole = await asAdmin.admin.invoices.refund({ invoiceId: id, amount: '36.30', reason: 'Opdracht vervallen' });
    expect(await invoiceRow(env, whole.creditNote!.id)).toMatchObject({ amount: '-30.00', vatAmount: '-6.30', totalAmount: '-36.30' });
    const more = await rejection(asAdmin.admin.invoices.refund({ invoiceId: id, amount: '0.01', reason: 'Nog iets' }));
    expect([more.code, more.message]).toEqual(['PRECONDITION_FAILED', 'Je kunt hoogstens € 0,00 terugbetalen: meer is er niet betaald']);
  });

  it('never refunds more than paid less refunded, and two concurrent refunds of the whole amount give one', async () => {
    const client = await clientWithMandate(env);
    const { id, debit, invoiceNumber } = await debitedInvoice(env, client, admin);
    expect(await listedRefunded(invoiceNumber)).toBe('0.00');
    await asAdmin.admin.invoices.refund({ invoiceId: id, amount: '6.30', reason: 'Eerste' });
    expect(await listedRefunded(invoiceNumber)).toBe('6.30');
    const tooMuch = await rejection(asAdmin.admin.invoices.refund({ invoiceId: id, amount: '30.01', reason: 'Te veel' }));
    expect(tooMuch.message).toBe('Je kunt hoogstens € 30,00 terugbetalen: meer is er niet betaald');

    const results = await Promise.allSettled(
      Array.from({ length: 2 }, () => asAdmin.admin.invoices.refund({ invoiceId: id, amount: '30.00', reason: 'Alles terug' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message)).toEqual([
      'Je kunt hoogstens € 0,00 terugbetalen: meer is er niet betaald',
    ]);
    expect((await refundsOf(debit.id)).map((refund) => refund.amount)).toEqual(['6.30', '30.00']);
    await expect(env.services.payments.getPayment(debit.providerPaymentId!)).resolves.toMatchObject({ refundedAmount: '36.30' });
    const notes = await env.services.db.selectFrom('invoices').select('totalAmount').where('creditForInvoiceId', '=', id).orderBy('invoiceNumber').execute();
    expect(notes.map((note) => note.totalAmount)).toEqual(['-6.30', '-30.00']);
    expect(await listedRefunded(invoiceNumber)).toBe('36.30');
  });

  it('refuses an invoice that is not paid, and keeps nothing when the provider refuses', async () => {
    const client = await clientWithMandate(env);
    const pending = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Nog niet betaald', '30')] });
    const notPaid = await rejection(asAdmin.admin.invoices.refund({ invoiceId: pending.id, amount: '1.00', reason: 'x' }));
    expect([notPaid.code, notPaid.message]).toEqual(['PRECONDITION_FAILED', refundText.refunds.notPaid]);

    const { id, debit, invoiceNumber } = await debitedInvoice(env, client, admin);
    payments.control.failOn.add('refundPayment');
    const refused = await rejection(asAdmin.admin.invoices.refund({ invoiceId: id, amount: '5.00', reason: 'Korting' }));
    expect([refused.code, refused.message]).toEqual(['BAD_GATEWAY', refundText.refunds.failed]);
    expect((await refundsOf(debit.id)).map((refund) => refund.status)).toEqual(['failed']);
    expect(await env.services.db.selectFrom('invoices').select('id').where('creditForInvoiceId', '=', id).execute()).toEqual([]);
    // The log says what the provider answered: refused, never refunded.
    const logOfInvoice = async () =>
      (await env.services.db.selectFrom('activityLog').select('kind').where('invoiceId', '=', id).where('kind', 'in', ['invoice_refunded', 'invoice_refund_refused']).orderBy('id').execute()).map((row) => row.kind);
    expect(await logOfInvoice()).toEqual(['invoice_refund_refused']);
    const onScreen = await asAdmin.admin.activity.list({ q: 'terugbetaling geweigerd' });
    expect(onScreen.items.find((item) => item.kind === 'invoice_refund_refused')).toMatchObject({ sentence: 'Terugbetaling geweigerd' });
    payments.reset();
    // The failed one does not count: the whole amount can still go back.
    expect(await listedRefunded(invoiceNumber)).toBe('0.00');
    await asAdmin.admin.invoices.refund({ invoiceId: id, amount: '36.30', reason: 'Korting' });
    expect(await listedRefunded(invoiceNumber)).toBe('36.30');
    expect(await logOfInvoice()).toEqual(['invoice_refund_refused', 'invoice_refunded']);
  });

  it('asks for an amount and a reason, in Dutch', async () => {
    const client = await clientWithMandate(env);
    const { id } = await debitedInvoice(env, client, admin);
    const error = await rejection(asAdmin.admin.invoices.refund({ invoiceId: id, amount: '', reason: ' ' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(shownMessage(error)).toBe(refundText.refunds.required);
  });
});

describe('admin.modules.refundPurchase', () => {
  it('refunds a module purchase with a credit note referring to the purchase\'s own invoice', async () => {
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Kapsalon Mo' });
    const project = await env.services.db.insertInto('projects').values({ clientId: client.id, packageType: 'website', monthlyPrice: '30.00' }).returning('id').executeTakeFirstOrThrow();
    // The module's price excludes VAT; the checkout adds it: 100.00 + 21 % = 121.00.
    const module = await asAdmin.admin.modules.create({ title: 'Boekingssysteem', description: 'Online afspraken', price: '100.00' });
    const { checkoutUrl } = await (await callerFor(env.services, client)).client.modules.buy({ projectId: project.id, moduleId: module.id });
    await app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/checkout/${checkoutUrl.split('/').pop()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: 'outcome=paid',
    });
    const [purchase] = await asAdmin.admin.modules.purchasedForProject({ projectId: project.id });
    const invoice = await env.services.db.selectFrom('invoices').selectAll().where('userId', '=', client.id).where('kind', '=', 'invoice').executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ status: 'paid', projectId: project.id, amount: '100.00', vatAmount: '21.00', totalAmount: '121.00' });
    const result = await asAdmin.admin.modules.refundPurchase({ projectId: project.id, purchaseId: purchase!.id, amount: '121.00', reason: 'Niet nodig' });
    const note = await invoiceRow(env, result.creditNote!.id);
    expect(note).toMatchObject({ kind: 'credit_note', creditForInvoiceId: invoice.id, userId: client.id, projectId: project.id, billingName: 'Kapsalon Mo', amount: '-100.00', vatAmount: '-21.00', totalAmount: '-121.00' });
    expect(note.description).toBe(refundText.refunds.creditNoteLine(invoice.invoiceNumber, 'Niet nodig'));
    const [after] = await asAdmin.admin.modules.purchasedForProject({ projectId: project.id });
    expect(after?.refundedAmount).toBe('121.00');
  });
});
