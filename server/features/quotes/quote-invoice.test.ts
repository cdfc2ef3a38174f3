import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { detailsWithMandate } from '@/server/testing/client-fixtures';
import { createSentQuote, quoteDraft } from '@/server/testing/quote-fixtures';
import type { QuoteDraftInput } from '@/src/schemas/quotes';

// Every sale ends on an invoice: completing a quote's onboarding bills its one-off lines once, through the same invoice "Nieuwe factuur"
// makes; the monthly lines stay with the monthly invoicing.

let env: TestEnv;
let admin: { id: string };
let modules: { extraPage: string; seo: string };
beforeAll(async () => {
  env = await createTestEnv();
  admin = await createTestUser(env.services, { role: 'admin' });
  const insert = (title: string, price: string, isRecurring: boolean) =>
    env.services.db.insertInto('modules').values({ title, description: title, price, isRecurring }).returning('id').executeTakeFirstOrThrow();
  modules = { extraPage: (await insert('Extra pagina', '99.00', false)).id, seo: (await insert('SEO-pakket', '15.00', true)).id };
});
afterAll(() => env.close());

/** A quote accepted by a new contact, and that contact signed in as the client it made. */
async function acceptedQuote(draft: QuoteDraftInput) {
  const { id: quoteId, token } = await createSentQuote(env.services, admin.id, draft);
  await (await callerFor(env.services)).quote.accept({ token, fullName: 'Anna de Vries', agree: true });
  const email = (draft.recipient as { email: string }).email;
  const account = await env.services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const project = await env.services.db.selectFrom('projects').select('id').where('clientId', '=', account.id).executeTakeFirstOrThrow();
  return { quoteId, project, client: await callerFor(env.services, account) };
}

const withOneOffs = () =>
  quoteDraft({
    moduleIds: [modules.extraPage, modules.seo],
    lines: [{ description: 'Logo-ontwerp', quantity: '2', unitPrice: '125.50', vat: '9' }],
  });

describe("an accepted quote's one-off lines", () => {
  it('end on one invoice for the project when the client completes onboarding', async () => {
    const { quoteId, project, client } = await acceptedQuote(withOneOffs());
    expect((await client.client.invoices.list({ page: 1 })).total).toBe(0);

    await client.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() });

    const { items, total } = await client.client.invoices.list({ page: 1 });
    expect(total).toBe(1);
    const [invoice] = items;
    // 99,00 at 21 % and 2 × 125,50 at 9 %: the monthly package and SEO module are not on it.
    expect(invoice).toMatchObject({ projectId: project.id, amount: '350.00', totalAmount: '393.38', isRecurring: false, status: 'pending' });
    const document = await client.client.invoices.document({ invoiceId: invoice!.id });
    expect(document.lines).toEqual([
      { description: 'Extra pagina', quantity: '1.00', unitPrice: '99.00', vatRate: '21.00', reverseCharge: false },
      { description: 'Logo-ontwerp', quantity: '2.00', unitPrice: '125.50', vatRate: '9.00', reverseCharge: false },
    ]);
    expect(document.amounts).toEqual({ subtotal: '350.00', vat: '43.38', total: '393.38' });
    // Billed to the details and collected on the mandate just given, and announced by mail.
    expect(document.billing.name).toBe('Bakkerij de Vries');
    expect(document.sepa).not.toBeNull();
    const mails = await env.services.db.selectFrom('mailOutbox').select('subject').where('subject', 'like', `%${invoice!.invoiceNumber}%`).execute();
    expect(mails.length).toBeGreaterThan(0);

    const purchases = await env.services.db.selectFrom('modulePurchases').select(['title', 'invoiceId']).where('projectId', '=', project.id).orderBy('title').execute();
    expect(purchases).toEqual([
      { title: 'Extra pagina', invoiceId: invoice!.id },
      { title: 'SEO-pakket', invoiceId: null },
    ]);
    const quote = await env.services.db.selectFrom('invoices').select('quoteId').where('id', '=', invoice!.id).executeTakeFirstOrThrow();
    expect(quote.quoteId).toBe(quoteId);
  });

  it('make one invoice however often completing is tried, also at the same moment', async () => {
    const { client } = await acceptedQuote(withOneOffs());
    const tries = await Promise.allSettled([
      client.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() }),
      client.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() }),
    ]);
    expect(tries.some((attempt) => attempt.status === 'fulfilled')).toBe(true);
    await client.client.onboarding.complete({ packageType: 'website', details: detailsWithMandate().details }).catch(() => undefined);
    expect((await client.client.invoices.list({ page: 1 })).total).toBe(1);
  });

  it('make no invoice when the quote has only monthly lines', async () => {
    const { client } = await acceptedQuote(quoteDraft({ moduleIds: [modules.seo], lines: [] }));
    await client.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() });
    expect((await client.client.invoices.list({ page: 1 })).total).toBe(0);
  });

  it('reach the database once: a second invoice naming the same quote is refused', async () => {
    const { quoteId, client } = await acceptedQuote(withOneOffs());
    await client.client.onboarding.complete({ packageType: 'website', ...detailsWithMandate() });
    const first = await env.services.db.selectFrom('invoices').selectAll().where('quoteId', '=', quoteId).executeTakeFirstOrThrow();
    const { id: _id, searchText: _searchText, invoiceNumber, ...copy } = first;
    await expect(
      env.services.db.insertInto('invoices').values({ ...copy, invoiceNumber: `${invoiceNumber}-x`, agency: JSON.stringify(copy.agency) }).execute(),
    ).rejects.toThrow(/invoices_quote_idx/);
  });
});
