// Test kit for the money journeys: a client whose mandate the sandbox knows, an invoice for them,
// its direct debit charged, and the sandbox's checkout page driven as a tester (or the bank) would.
import type { buildApp } from '@/server/app/app';
import { chargeInvoiceDebit } from '@/server/features/invoices/collection';
import type { VatChoice } from '@/src/domain/invoice-lines';
import { callerFor, createTestUser, type TestEnv } from './harness';

type App = Awaited<ReturnType<typeof buildApp>>;

/** A line as the admin's dialog sends it: one of something at a price without VAT, 21 % by default. */
export function line(description: string, unitPrice: string, more: { quantity?: string; vat?: VatChoice } = {}) {
  return { description, unitPrice, quantity: more.quantity ?? '1', vat: more.vat ?? '21' };
}

/** A client with a valid mandate the sandbox recognises as its own (as the demo seed's). */
export async function clientWithMandate(env: TestEnv, fullName = 'Els Jansen') {
  const user = await createTestUser(env.services, { role: 'client', fullName });
  const key = user.id.replaceAll('-', '').slice(0, 12);
  await env.services.db
    .insertInto('paymentCustomers')
    .values({ userId: user.id, providerCustomerId: `cst_demo_${key}`, mandateId: `mdt_demo_${key}`, mandateStatus: 'valid', ibanLast4: '4300', accountHolder: fullName })
    .execute();
  return user;
}

/** An invoice of € 30 + 21 % VAT made by an admin for the client, and its direct debit charged now. */
export async function debitedInvoice(env: TestEnv, client: { id: string }, admin: { id: string }) {
  const asAdmin = await callerFor(env.services, admin);
  const invoice = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Website-pakket', '30')] });
  await chargeInvoiceDebit(env.services, invoice.id);
  const debit = await env.services.db.selectFrom('payments').selectAll().where('invoiceId', '=', invoice.id).where('method', '=', 'directdebit').executeTakeFirstOrThrow();
  return { ...invoice, debit, providerId: debit.providerPaymentId! };
}

/** What a tester chooses on the sandbox's page for a payment (Betaald, Terugboeken …): the same webhook path as every status. */
export function sandboxChoice(app: App, providerId: string, outcome: string) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/checkout/${providerId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    payload: `outcome=${outcome}`,
  });
}

export function deliverWebhook(app: App, providerId: string) {
  return app.inject({ method: 'POST', url: '/api/webhooks/payments', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${encodeURIComponent(providerId)}` });
}

export const invoiceRow = (env: TestEnv, id: string) => env.services.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The mails the transport delivered to an address, after the outbox's delivery round. */
export async function mailsTo(env: TestEnv, to: string) {
  await env.services.mailer.deliverDue();
  return env.delivered.filter((mail) => mail.to === to);
}
