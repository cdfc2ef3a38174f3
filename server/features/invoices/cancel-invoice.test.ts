import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app/app';
import { invoicesText } from '@/src/text/nl/invoices';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { moneyToCents } from '@/src/domain/money';
import { chargeInvoiceDebit } from './collection';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { controllablePayments, rejection } from '@/server/testing/client-fixtures';
import { clientWithMandate, deliverWebhook, invoiceRow, mailsTo, line } from '@/server/testing/money-fixtures';

// An open debit or pay link is cancelled at the provider first; a refusal leaves the invoice with a Dutch message; money arriving for a
// cancelled invoice goes back at once, admins hear of it, the invoice shows it. The sandbox's bank keeps a debit pending until settled.

const payments = controllablePayments();
let env: TestEnv;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: { id: string; email: string };
let asAdmin: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  env = await createTestEnv({ payments: payments.provider });
  payments.bind(env.services.db, { debits: 'pending' });
  app = await buildApp({ services: env.services });
  admin = await createTestUser(env.services, { role: 'admin' });
  asAdmin = await callerFor(env.services, admin);
});
afterAll(async () => {
  await app.close();
  await env.close();
});
beforeEach(() => {
  payments.reset();
  env.delivered.length = 0;
});

async function pendingDebit() {
  const client = await clientWithMandate(env);
  const invoice = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Website-pakket', '30')] });
  await chargeInvoiceDebit(env.services, invoice.id);
  const debit = await env.services.db.selectFrom('payments').selectAll().where('invoiceId', '=', invoice.id).executeTakeFirstOrThrow();
  return { client, invoice, providerId: debit.providerPaymentId! };
}

const paymentsOf = (invoiceId: string) => env.services.db.selectFrom('payments').selectAll().where('invoiceId', '=', invoiceId).orderBy('createdAt').execute();

describe('admin.invoices.cancel', () => {
  it('cancels a debit still open at the provider first, then the invoice', async () => {
    const { invoice, providerId } = await pendingDebit();
    expect(await asAdmin.admin.invoices.cancel({ invoiceId: invoice.id })).toEqual({ id: invoice.id, status: 'cancelled' });
    expect(payments.control.calls).toContain('cancelPayment');
    await expect(env.services.payments.getPayment(providerId)).resolves.toMatchObject({ status: 'cancelled' });
    expect((await paymentsOf(invoice.id)).map((payment) => payment.status)).toEqual(['cancelled']);
    // Settling it at the bank now changes nothing: the money never comes.
    await payments.sandbox.sandboxComplete(providerId, 'paid');
    await deliverWebhook(app, providerId);
    expect((await invoiceRow(env, invoice.id)).status).toBe('cancelled');
  });

  it('leaves the invoice as it is, with the Dutch reason, when the provider can no longer cancel the debit', async () => {
    const { invoice } = await pendingDebit();
    payments.control.cancelable = false;
    const error = await rejection(asAdmin.admin.invoices.cancel({ invoiceId: invoice.id }));
    expect([error.code, error.message]).toEqual(['PRECONDITION_FAILED', 'Deze factuur wordt al geïncasseerd en kan niet meer worden geannuleerd']);
    expect((await invoiceRow(env, invoice.id)).status).toBe('pending');
    expect((await paymentsOf(invoice.id)).map((payment) => payment.status)).toEqual(['pending']);
  });

  it('keeps the invoice when the provider cannot be reached', async () => {
    const { invoice } = await pendingDebit();
    payments.control.failOn.add('cancelPayment');
    const error = await rejection(asAdmin.admin.invoices.cancel({ invoiceId: invoice.id }));
    expect([error.code, error.message]).toEqual(['BAD_GATEWAY', invoicesText.invoices.cancelFailed]);
    expect((await invoiceRow(env, invoice.id)).status).toBe('pending');
  });

  it('ends a cancel racing a successful debit with a paid invoice, or a cancelled one with its money sent back', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const { invoice, providerId } = await pendingDebit();
      const bank = (async () => {
        if (round % 2) await new Promise((resolve) => setTimeout(resolve, round));
        await payments.sandbox.sandboxComplete(providerId, 'paid');
        await deliverWebhook(app, providerId);
      })();
      const [cancelled] = await Promise.allSettled([asAdmin.admin.invoices.cancel({ invoiceId: invoice.id }), bank]);
      await deliverWebhook(app, providerId);
      const status = (await invoiceRow(env, invoice.id)).status;
      const [debit] = await paymentsOf(invoice.id);
      const held = debit!.status === 'paid' ? moneyToCents(debit!.amount) - moneyToCents(debit!.refundedAmount) : 0;
      if (status === 'cancelled') {
        expect(held).toBe(0);
        expect(cancelled.status).toBe('fulfilled');
      } else {
        expect(status).toBe('paid');
        // Refused while the debit was being collected, or after it was paid, before the cancel looked.
        const refusals = [invoicesText.invoices.alreadyCollecting, invoicesText.invoices.onlyPendingCancel];
        if (cancelled.status === 'rejected') expect(refusals).toContain((cancelled.reason as Error).message);
      }
      outcomes.add(status);
    }
    expect([...outcomes].every((status) => status === 'paid' || status === 'cancelled')).toBe(true);
  });

  it('sends money that arrives anyway for a cancelled invoice back, tells every admin, and shows the payment on the invoice', async () => {
    const client = await clientWithMandate(env);
    const asClient = await callerFor(env.services, client);
    const invoice = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Logo', '30')] });
    await env.services.db.updateTable('invoices').set({ status: 'failed' }).where('id', '=', invoice.id).execute();
    const { checkoutUrl } = await asClient.client.invoices.pay({ invoiceId: invoice.id });
    const providerId = checkoutUrl.split('/').pop()!;
    await env.services.db.updateTable('invoices').set({ status: 'pending' }).where('id', '=', invoice.id).execute();
    await asAdmin.admin.invoices.cancel({ invoiceId: invoice.id });
    // The bank pays it all the same (it was on its way when the cancellation went out).
    await env.services.db.updateTable('sandboxPayments').set({ status: 'paid' }).where('providerPaymentId', '=', providerId).execute();
    expect((await deliverWebhook(app, providerId)).statusCode).toBe(200);

    expect((await invoiceRow(env, invoice.id)).status).toBe('cancelled');
    await expect(env.services.payments.getPayment(providerId)).resolves.toMatchObject({ status: 'paid', refundedAmount: '36.30' });
    const [payment] = await asAdmin.admin.invoices.history({ invoiceId: invoice.id });
    expect(payment).toMatchObject({ method: 'paylink', status: 'paid', refundedAmount: '36.30' });
    expect(payment!.refunds).toEqual([expect.objectContaining({ amount: '36.30', automatic: true, reason: refundText.refunds.cancelledInvoiceReason })]);
    const [mail] = (await mailsTo(env, admin.email)).filter((m) => m.subject === `Automatisch terugbetaald: factuur ${invoice.invoiceNumber}`);
    expect(mail?.text).toContain(`Voor factuur ${invoice.invoiceNumber} kwam € 36,30 binnen terwijl er niets te betalen was`);
    // A repeated delivery sends nothing back twice.
    await deliverWebhook(app, providerId);
    expect(await env.services.db.selectFrom('refunds').select('id').where('paymentId', '=', payment!.id).execute()).toHaveLength(1);
  });
});
