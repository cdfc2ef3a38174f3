import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addCalendarDays, todayInAmsterdam } from '@/src/dates';
import { quoteStatus } from '@/src/domain/quotes';
import { quotesText as t } from '@/src/text/nl/quotes';
import { callerFor, createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection } from '@/server/testing/client-fixtures';
import { mailsTo } from '@/server/testing/account-fixtures';
import { quoteDraft } from '@/server/testing/quote-fixtures';

// Offertes for the admin: numbered OFF-YYYY-NNNN without gaps, priced from the catalogue, changed
// only as a concept, sent with a link, and listed with the status every reader derives alike.

let env: TestEnv;
let admin: { id: string };
let client: { id: string; email: string };
let moduleIds: { seo: string; shop: string };
const year = Number(todayInAmsterdam().slice(0, 4));

beforeAll(async () => {
  env = await createTestEnv();
  admin = await createTestUser(env.services, { role: 'admin', fullName: 'Anna Beheer' });
  client = await createTestUser(env.services, { role: 'client', fullName: 'Bram Klant' });
  const insert = (title: string, price: string, isRecurring: boolean) =>
    env.services.db.insertInto('modules').values({ title, description: title, price, isRecurring }).returning('id').executeTakeFirstOrThrow();
  moduleIds = { seo: (await insert('SEO-pakket', '15.00', true)).id, shop: (await insert('Extra pagina', '99.00', false)).id };
});
afterAll(() => env.close());

const adminCaller = () => callerFor(env.services, admin);

describe('quote numbers', () => {
  it('run OFF-YYYY-0001, 0002, … without gaps, also when made at the same moment and when one fails', async () => {
    const caller = await adminCaller();
    const before = await env.services.db.selectFrom('quoteCounters').select('lastNumber').where('year', '=', year).executeTakeFirst();
    const start = before?.lastNumber ?? 0;
    const failing = rejection(caller.admin.quotes.create(quoteDraft({ moduleIds: [crypto.randomUUID()] })));
    const made = await Promise.all(Array.from({ length: 8 }, () => caller.admin.quotes.create(quoteDraft())));
    expect((await failing).message).toBe(t.errors.moduleNotFound);
    const numbers = made.map((quote) => quote.number).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `OFF-${year}-${String(start + i + 1).padStart(4, '0')}`));
  });
});

describe('a quote from draft to answer', () => {
  it('prices the package, the modules and own lines, with one-off and monthly totals excl. and incl. btw', async () => {
    const caller = await adminCaller();
    const { id } = await caller.admin.quotes.create(quoteDraft({ moduleIds: [moduleIds.seo, moduleIds.shop] }));
    const quote = await caller.admin.quotes.get({ id });
    expect(quote.lines.map((line) => [line.kind, line.description, line.unitPrice, line.recurring])).toEqual([
      ['package', 'Website-pakket (per maand)', '30.00', true],
      ['module', 'Extra pagina', '99.00', false],
      ['module', 'SEO-pakket (per maand)', '15.00', true],
      ['custom', 'Logo-ontwerp', '250.00', false],
    ]);
    expect(quote.totals.oneOff).toMatchObject({ subtotal: '349.00', vat: '73.29', total: '422.29' });
    expect(quote.totals.monthly).toMatchObject({ subtotal: '45.00', vat: '9.45', total: '54.45' });
    expect(quote.status).toBe('concept');
    expect(quote.ownLines).toEqual([{ description: 'Logo-ontwerp', quantity: '1.00', unitPrice: '250.00', vat: '21' }]);
  });

  it('goes Concept → Verzonden → Bekeken → Geaccepteerd, each step in its history', async () => {
    const caller = await adminCaller();
    const { id } = await caller.admin.quotes.create(quoteDraft({ recipient: { kind: 'client', clientId: client.id } }));
    await caller.admin.quotes.update({ id, ...quoteDraft({ recipient: { kind: 'client', clientId: client.id }, introduction: 'Aangepast' }) });
    const sent = await caller.admin.quotes.send({ id });
    expect(sent.status).toBe('verzonden');
    const mail = (await mailsTo(env, client.email)).findLast((m) => m.text.includes('/offerte/'));
    const token = /\/offerte\/([a-z0-9]+)/.exec(mail!.text)![1]!;
    expect((await caller.admin.quotes.get({ id })).status).toBe('verzonden');

    const recipient = await callerFor(env.services);
    const shown = await recipient.quote.view({ token });
    expect(shown).toMatchObject({ status: 'bekeken', introduction: 'Aangepast', recipient: { name: 'Bram Klant' } });
    await recipient.quote.view({ token });
    expect((await caller.admin.quotes.get({ id })).status).toBe('bekeken');

    await recipient.quote.accept({ token, fullName: 'Bram Klant', agree: true });
    const accepted = await caller.admin.quotes.get({ id });
    expect(accepted.status).toBe('geaccepteerd');
    expect(accepted.history.map((step) => step.step)).toEqual(['made', 'updated', 'sent', 'opened', 'accepted']);
    expect(accepted.history[0]!.who).toBe('Anna Beheer');
    expect(accepted.signature).toMatchObject({ fullName: 'Bram Klant', pdfSha256: accepted.pdfSha256 });
    expect(accepted.downloads).toEqual({ pdf: `/api/quotes/${id}/pdf`, signedPdf: `/api/quotes/${id}/signed-pdf` });
  });

  it('changes only a concept, and sends it once', async () => {
    const caller = await adminCaller();
    const { id } = await caller.admin.quotes.create(quoteDraft());
    await caller.admin.quotes.send({ id });
    expect((await rejection(caller.admin.quotes.update({ id, ...quoteDraft() }))).code).toBe('PRECONDITION_FAILED');
    expect((await rejection(caller.admin.quotes.send({ id }))).message).toBe(t.errors.alreadySent);
  });

  it('goes Verzonden → Afgewezen with the reason kept', async () => {
    const caller = await adminCaller();
    const { id } = await caller.admin.quotes.create(quoteDraft());
    await caller.admin.quotes.send({ id });
    const row = await env.services.db.selectFrom('quotes').select('recipientEmail').where('id', '=', id).executeTakeFirstOrThrow();
    const token = /\/offerte\/([a-z0-9]+)/.exec((await mailsTo(env, row.recipientEmail)).at(-1)!.text)![1]!;
    await (await callerFor(env.services)).quote.decline({ token, reason: 'Te duur' });
    expect(await caller.admin.quotes.get({ id })).toMatchObject({ status: 'afgewezen', declineReason: 'Te duur' });
  });

  it('reads Verlopen once the valid-until day has passed while it waits for an answer, in the list, its filter and the detail alike', async () => {
    const caller = await adminCaller();
    const { id, number } = await caller.admin.quotes.create(quoteDraft());
    await caller.admin.quotes.send({ id });
    const today = todayInAmsterdam();
    const yesterday = addCalendarDays(today, -1);
    expect(quoteStatus({ status: 'verzonden', validUntil: today }, today)).toBe('verzonden');
    expect(quoteStatus({ status: 'bekeken', validUntil: yesterday }, today)).toBe('verlopen');
    expect(quoteStatus({ status: 'geaccepteerd', validUntil: yesterday }, today)).toBe('geaccepteerd');
    await env.services.db.updateTable('quotes').set({ validUntil: yesterday }).where('id', '=', id).execute();

    expect((await caller.admin.quotes.get({ id })).status).toBe('verlopen');
    const expired = await caller.admin.quotes.list({ q: number, status: 'verlopen' });
    expect(expired.items.map((item) => [item.number, item.status])).toEqual([[number, 'verlopen']]);
    expect((await caller.admin.quotes.list({ q: number, status: 'verzonden' })).total).toBe(0);
    expect((await caller.admin.quotes.list({ q: number })).items[0]!.status).toBe('verlopen');
  });

  it('refuses a valid-until date in the past on its field', async () => {
    const caller = await adminCaller();
    const error = await rejection(caller.admin.quotes.create(quoteDraft({ validUntil: addCalendarDays(todayInAmsterdam(), -1) })));
    expect(error.message).toBe(t.errors.validUntilPast);
  });
});

describe('the admin list', () => {
  it('searches number, name, company and email, and pages on the server', async () => {
    const caller = await adminCaller();
    const email = `zoek-${crypto.randomUUID()}@voorbeeld.nl`;
    const { number } = await caller.admin.quotes.create(quoteDraft({ recipient: { kind: 'new', name: 'Zoë Zoekmans', company: 'Zoekbedrijf BV', email } }));
    for (const q of [number, 'zoë zoek', 'ZOEKBEDRIJF', email]) {
      expect((await caller.admin.quotes.list({ q })).items.map((item) => item.number), q).toEqual([number]);
    }
    const all = await caller.admin.quotes.list({});
    expect(all.items.length).toBeLessThanOrEqual(25);
    expect(all.total).toBeGreaterThan(all.items.length === 25 ? 25 : all.items.length - 1);
  });

  it('answers NOT_FOUND for a quote that does not exist', async () => {
    const error = await rejection((await adminCaller()).admin.quotes.get({ id: crypto.randomUUID() }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', t.errors.notFound]);
  });
});

describe('the database', () => {
  it('keeps one quote number per quote', async () => {
    const [first] = await env.services.db.selectFrom('quotes').select('quoteNumber').limit(1).execute();
    await expect(sql`UPDATE quotes SET quote_number = ${first!.quoteNumber} WHERE quote_number <> ${first!.quoteNumber}`.execute(env.services.db)).rejects.toThrow();
  });
});
