import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { line } from '@/server/testing/money-fixtures';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { rejection, shownMessage } from '@/server/testing/client-fixtures';

let env: TestEnv;
let asAdmin: Awaited<ReturnType<typeof callerFor>>;
const FIXED_NOW = new Date('2026-11-23T10:00:00Z');

beforeAll(async () => {
  env = await createTestEnv({ clock: { now: () => FIXED_NOW } });
  asAdmin = await callerFor(env.services, await createTestUser(env.services, { role: 'admin', fullName: 'Anouk Admin' }));
});
afterAll(() => env.close());

async function billedClient(name = 'Els Jansen') {
  const user = await createTestUser(env.services, { role: 'client', fullName: name });
  await env.services.db
    .updateTable('profiles')
    .set({ companyName: `${name} BV`, street: 'Dorpsstraat 1', postcode: '1234 AB', city: 'Ergens', kvkNumber: '87654321', btwNumber: 'NL001234567B01' })
    .where('id', '=', user.id)
    .execute();
  return user;
}

const invoiceRow = (id: string) => env.services.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('admin.invoices.create', () => {
  it('numbers per year, adds 21 % VAT in cents and copies the billing details', async () => {
    const client = await billedClient();
    const { id, invoiceNumber } = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Website-pakket', '30,00')] });
    expect(invoiceNumber).toMatch(/^2026-\d{4}$/);
    const row = await invoiceRow(id);
    expect(row).toMatchObject({
      invoiceDate: '2026-11-23',
      dueDate: '2026-12-07',
      amount: '30.00',
      vatAmount: '6.30',
      totalAmount: '36.30',
      status: 'pending',
      billingName: 'Els Jansen BV',
      billingStreet: 'Dorpsstraat 1',
      billingPostcode: '1234 AB',
      billingCity: 'Ergens',
      billingCountry: 'NL',
      billingKvk: '87654321',
      billingBtw: 'NL001234567B01',
      scheduleId: null,
    });

    // A later profile change leaves the invoice as it was issued.
    await env.services.db.updateTable('profiles').set({ companyName: 'Nieuwe Naam', street: 'Elders 2' }).where('id', '=', client.id).execute();
    const document = await asAdmin.admin.invoices.document({ invoiceId: id });
    expect(document.billing).toMatchObject({ name: 'Els Jansen BV', address: { street: 'Dorpsstraat 1', postcode: '1234 AB', city: 'Ergens', country: 'NL' } });
    expect(document.agency.sepaCreditorId).toBe('NL98ZZZ999999990000');
  });

  it('gives 20 concurrent creations 20 numbers without a gap', async () => {
    const client = await billedClient('Twintig');
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => asAdmin.admin.invoices.create({ userId: client.id, lines: [line(`Regel ${i}`, '10')] })),
    );
    const sequence = created.map((c) => Number(c.invoiceNumber.slice(5))).sort((a, b) => a - b);
    expect(new Set(sequence).size).toBe(20);
    expect(sequence[19]! - sequence[0]!).toBe(19);
    const counter = await env.services.db.selectFrom('invoiceCounters').select('lastNumber').where('year', '=', 2026).executeTakeFirstOrThrow();
    expect(counter.lastNumber).toBe(sequence[19]);
  });

  it('says which fields are missing, in Dutch', async () => {
    const error = await rejection(asAdmin.admin.invoices.create({ userId: '', lines: [line('', '')] }));
    expect(shownMessage(error)).toBe('Gebruiker, bedrag en omschrijving zijn verplicht');
  });

  it('refuses a user who is not a client', async () => {
    const developer = await createTestUser(env.services, { role: 'developer' });
    const error = await rejection(asAdmin.admin.invoices.create({ userId: developer.id, lines: [line('x', '10')] }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', 'Klant niet gevonden']);
  });

  it('starts a monthly schedule for "Terugkerend", with this month billed', async () => {
    const client = await billedClient('Maandelijks');
    const { id } = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Webshop', '55')], isRecurring: true, recurringDay: 15 });
    const row = await invoiceRow(id);
    expect(row).toMatchObject({ isRecurring: true, recurringDay: 15, period: '2026-11' });
    const schedule = await env.services.db.selectFrom('invoiceSchedules').selectAll().where('id', '=', row.scheduleId!).executeTakeFirstOrThrow();
    expect(schedule).toMatchObject({ userId: client.id, recurringDay: 15, firstPeriod: '2026-11', pausedAt: null, paymentTermDays: 14, projectId: null });
    const lines = await env.services.db.selectFrom('invoiceScheduleLines').select(['description', 'quantity', 'unitPrice', 'vatRate']).where('scheduleId', '=', schedule.id).execute();
    expect(lines).toEqual([{ description: 'Webshop', quantity: '1.00', unitPrice: '55.00', vatRate: '21.00' }]);
  });
});

describe('invoice lines', () => {
  const linesOf = (id: string) =>
    env.services.db.selectFrom('invoiceLines').select(['position', 'description', 'quantity', 'unitPrice', 'vatRate', 'reverseCharge']).where('invoiceId', '=', id).orderBy('position').execute();

  it('total to the cent: each line quantity × price, the VAT per rate, the same as SQL numeric adds them up', async () => {
    const client = await billedClient('Regels');
    const { id } = await asAdmin.admin.invoices.create({
      userId: client.id,
      lines: [
        line('Ontwerp', '0,33', { quantity: '2,5' }),
        line('Uren', '0.10', { quantity: '3' }),
        line('Drukwerk', '49.95', { quantity: '2', vat: '9' }),
        line('Domein', '12.00', { vat: '0' }),
        line('Korting', '-0.05'),
      ],
    });
    expect(await linesOf(id)).toEqual([
      { position: 1, description: 'Ontwerp', quantity: '2.50', unitPrice: '0.33', vatRate: '21.00', reverseCharge: false },
      { position: 2, description: 'Uren', quantity: '3.00', unitPrice: '0.10', vatRate: '21.00', reverseCharge: false },
      { position: 3, description: 'Drukwerk', quantity: '2.00', unitPrice: '49.95', vatRate: '9.00', reverseCharge: false },
      { position: 4, description: 'Domein', quantity: '1.00', unitPrice: '12.00', vatRate: '0.00', reverseCharge: false },
      { position: 5, description: 'Korting', quantity: '1.00', unitPrice: '-0.05', vatRate: '21.00', reverseCharge: false },
    ]);
    // 21 %: 0.83 + 0.30 − 0.05 = 1.08 → VAT 0.2268 → 0.23; 9 %: 99.90 → 8.991 → 8.99; 0 %: 12.00.
    const row = await invoiceRow(id);
    expect(row).toMatchObject({ amount: '112.98', vatAmount: '9.22', totalAmount: '122.20', description: 'Ontwerp; Uren; Drukwerk; Domein; Korting' });
    // The database's own numeric arithmetic over the stored lines gives the frozen totals.
    const { rows } = await sql<{ subtotal: string; vat: string }>`
      select sum(base)::numeric(12,2)::text as subtotal, sum(round(base * rate / 100, 2))::numeric(12,2)::text as vat
      from (select vat_rate as rate, sum(round(quantity * unit_price, 2)) as base from invoice_lines where invoice_id = ${id} group by vat_rate, reverse_charge) per_rate`.execute(env.services.db);
    expect(rows[0]).toEqual({ subtotal: row.amount, vat: row.vatAmount });
    // The PDF's content carries the lines and the VAT per rate.
    const document = await asAdmin.admin.invoices.document({ invoiceId: id });
    expect(document.vatGroups.map((group) => [group.vatRate, group.base, group.vat])).toEqual([
      ['21.00', '1.08', '0.23'],
      ['9.00', '99.90', '8.99'],
      ['0.00', '12.00', '0.00'],
    ]);
  });

  it('takes a due date and one of the client’s projects, and refuses a due date before today or another client’s project', async () => {
    const client = await billedClient('Met Project');
    const project = await createTestProject(env.services, { clientId: client.id, packageType: 'webshop' });
    const other = await createTestProject(env.services, { clientId: (await billedClient('Ander')).id, packageType: 'website' });
    const { id } = await asAdmin.admin.invoices.create({ userId: client.id, projectId: project.id, dueDate: '2026-12-31', lines: [line('Extra pagina', '75')] });
    expect(await invoiceRow(id)).toMatchObject({ projectId: project.id, dueDate: '2026-12-31', invoiceDate: '2026-11-23' });

    const early = await rejection(asAdmin.admin.invoices.create({ userId: client.id, dueDate: '2026-11-22', lines: [line('x', '1')] }));
    expect([early.code, early.message]).toEqual(['BAD_REQUEST', 'De vervaldatum ligt voor de factuurdatum']);
    const foreign = await rejection(asAdmin.admin.invoices.create({ userId: client.id, projectId: other.id, lines: [line('x', '1')] }));
    expect([foreign.code, foreign.message]).toEqual(['NOT_FOUND', 'Project niet gevonden']);

    // A recurring invoice keeps its term: 38 days from the 23rd here, so every month's invoice too.
    const recurring = await asAdmin.admin.invoices.create({ userId: client.id, projectId: project.id, dueDate: '2026-12-31', lines: [line('Onderhoud', '40')], isRecurring: true });
    const schedule = await env.services.db.selectFrom('invoiceSchedules').select(['paymentTermDays', 'projectId']).where('id', '=', (await invoiceRow(recurring.id)).scheduleId!).executeTakeFirstOrThrow();
    expect(schedule).toEqual({ paymentTermDays: 38, projectId: project.id });
  });

  it('reverse-charges VAT only for a client with a VAT number, and refuses a total of nothing', async () => {
    const withVat = await billedClient('Verlegd BV');
    const { id } = await asAdmin.admin.invoices.create({ userId: withVat.id, lines: [line('Advies', '500', { vat: 'verlegd' })] });
    expect(await invoiceRow(id)).toMatchObject({ amount: '500.00', vatAmount: '0.00', totalAmount: '500.00' });
    expect((await linesOf(id))[0]).toMatchObject({ vatRate: '0.00', reverseCharge: true });

    const withoutVat = await createTestUser(env.services, { role: 'client', fullName: 'Particulier' });
    const refused = await rejection(asAdmin.admin.invoices.create({ userId: withoutVat.id, lines: [line('Advies', '500', { vat: 'verlegd' })] }));
    expect([refused.code, refused.message]).toEqual(['BAD_REQUEST', 'Btw verlegd kan alleen bij een klant met een btw-nummer']);
    const nothing = await rejection(asAdmin.admin.invoices.create({ userId: withVat.id, lines: [line('Iets', '10'), line('Korting', '-10')] }));
    expect(shownMessage(nothing)).toBe('Het totaal moet meer dan € 0,00 zijn');
    const none = await rejection(asAdmin.admin.invoices.create({ userId: withVat.id, lines: [] }));
    expect(shownMessage(none)).toBe('Voeg minstens één regel toe');
  });
});

describe('admin.invoices.cancel', () => {
  it('cancels a pending invoice and refuses every other status', async () => {
    const client = await billedClient('Annuleer');
    const { id } = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Eenmalig', '10')] });
    expect(await asAdmin.admin.invoices.cancel({ invoiceId: id })).toEqual({ id, status: 'cancelled' });
    for (const status of ['cancelled', 'paid', 'failed'] as const) {
      await env.services.db.updateTable('invoices').set({ status }).where('id', '=', id).execute();
      const error = await rejection(asAdmin.admin.invoices.cancel({ invoiceId: id }));
      expect([error.code, error.message]).toEqual(['PRECONDITION_FAILED', 'Alleen een factuur die in behandeling is kan worden geannuleerd']);
      expect((await invoiceRow(id)).status).toBe(status);
    }
  });

  it('answers NOT_FOUND for an unknown invoice', async () => {
    const error = await rejection(asAdmin.admin.invoices.cancel({ invoiceId: crypto.randomUUID() }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', 'Factuur niet gevonden']);
  });
});

describe('admin.invoices.list', () => {
  it('searches, filters by status, pages and sums per status on the server', async () => {
    const client = await billedClient('Zoekbaar Zeldzaam');
    const ids = [];
    for (const description of ['Logo', 'Hosting', 'Domein']) {
      ids.push((await asAdmin.admin.invoices.create({ userId: client.id, lines: [line(description, '100')] })).id);
    }
    await asAdmin.admin.invoices.cancel({ invoiceId: ids[0]! });

    const all = await asAdmin.admin.invoices.list({ q: 'zeldzaam' });
    expect(all.total).toBe(3);
    expect(all.items.map((i) => i.description)).toEqual(['Domein', 'Hosting', 'Logo']);
    expect(all.totals.pending).toEqual({ count: 2, total: '242.00' });
    expect(all.totals.cancelled).toEqual({ count: 1, total: '121.00' });
    expect(all.totals.paid).toEqual({ count: 0, total: '0.00' });

    const cancelled = await asAdmin.admin.invoices.list({ q: 'zeldzaam', status: 'cancelled' });
    expect(cancelled.items.map((i) => i.id)).toEqual([ids[0]]);
    expect(cancelled.total).toBe(1);
    // Number, email and description are searched too, whatever their case.
    const [first] = all.items.slice(-1);
    expect((await asAdmin.admin.invoices.list({ q: first!.invoiceNumber })).items.map((i) => i.id)).toEqual([first!.id]);
    expect((await asAdmin.admin.invoices.list({ q: first!.billingEmail!.toUpperCase() })).total).toBe(3);
    expect((await asAdmin.admin.invoices.list({ q: 'HOSTING' })).items.map((i) => i.id)).toContain(ids[1]);
    // The totals stay over the whole search, so the filter chips keep their counts.
    expect(cancelled.totals.pending.count).toBe(2);

    const everything = await asAdmin.admin.invoices.list({});
    expect(everything.items).toHaveLength(25);
    const second = await asAdmin.admin.invoices.list({ page: 2 });
    expect(second.items.length).toBe(everything.total - 25);

    // A page past the last still counts and sums the whole search, also with a status chosen.
    const beyond = await asAdmin.admin.invoices.list({ q: 'zeldzaam', status: 'pending', page: 2 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(2);
    expect(beyond.totals).toEqual(all.totals);
    expect((await asAdmin.admin.invoices.list({ page: 9 })).totals).toEqual(everything.totals);
  });

  it('shows totals without a search that match every invoice, through new invoices, status and amount changes and deletions', async () => {
    const { db } = env.services;
    // Counted from the invoices themselves, as the list did before the database kept the figures.
    const counted = async () => {
      const rows = await db
        .selectFrom('invoices')
        .select((eb) => ['status', eb.fn.countAll<number>().as('count'), eb.fn.sum<string>('totalAmount').as('total')])
        .groupBy('status')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.status, { count: Number(row.count), total: String(row.total) }]));
    };
    const shown = async () => {
      const { totals, total } = await asAdmin.admin.invoices.list({});
      const nonEmpty = Object.entries(totals).filter(([, figures]) => figures.count > 0);
      expect(total).toBe(nonEmpty.reduce((sum, [, figures]) => sum + figures.count, 0));
      return Object.fromEntries(nonEmpty);
    };

    const client = await billedClient('Telbaar Totaal');
    const a = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Eerste', '10')] });
    const b = await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Tweede', '20')] });
    expect(await shown()).toEqual(await counted());
    const before = (await asAdmin.admin.invoices.list({})).totals.pending;

    await asAdmin.admin.invoices.cancel({ invoiceId: a.id });
    await db.updateTable('invoices').set({ status: 'paid' }).where('id', '=', b.id).execute();
    await db.updateTable('invoices').set({ status: 'pending' }).where('id', '=', b.id).execute();
    await db.updateTable('invoices').set({ totalAmount: '99.99' }).where('id', '=', b.id).execute();
    expect(await shown()).toEqual(await counted());
    const after = (await asAdmin.admin.invoices.list({})).totals.pending;
    expect(after.count).toBe(before.count - 1);
    expect(Number(after.total)).toBeCloseTo(Number(before.total) - 12.1 - 24.2 + 99.99, 2);

    await db.deleteFrom('invoices').where('id', 'in', [a.id, b.id]).execute();
    expect(await shown()).toEqual(await counted());
    expect((await asAdmin.admin.stats.get()).invoices).toBe((await asAdmin.admin.invoices.list({})).total);
  });
});

describe('client.invoices', () => {
  it('lists only the own invoices, newest first, and reads another client\'s as missing', async () => {
    const owner = await billedClient('Eigenaar');
    const other = await billedClient('Ander');
    const first = await asAdmin.admin.invoices.create({ userId: owner.id, lines: [line('Eerste', '10')] });
    const second = await asAdmin.admin.invoices.create({ userId: owner.id, lines: [line('Tweede', '20')] });
    const theirs = await asAdmin.admin.invoices.create({ userId: other.id, lines: [line('Van een ander', '30')] });

    const asOwner = await callerFor(env.services, owner);
    const list = await asOwner.client.invoices.list({});
    expect(list.items.map((i) => i.invoiceNumber)).toEqual([second.invoiceNumber, first.invoiceNumber]);
    expect((await asOwner.client.invoices.document({ invoiceId: first.id })).amounts).toEqual({ subtotal: '10.00', vat: '2.10', total: '12.10' });

    const error = await rejection(asOwner.client.invoices.document({ invoiceId: theirs.id }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', 'Factuur niet gevonden']);
  });
});
