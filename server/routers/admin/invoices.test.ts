import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    .set({ companyName: `${name} BV`, address: 'Dorpsstraat 1, 1234 AB Ergens', kvkNumber: '87654321', btwNumber: 'NL001234567B01' })
    .where('id', '=', user.id)
    .execute();
  return user;
}

const invoiceRow = (id: string) => env.services.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('admin.invoices.create', () => {
  it('numbers per year, adds 21 % VAT in cents and copies the billing details', async () => {
    const client = await billedClient();
    const { id, invoiceNumber } = await asAdmin.admin.invoices.create({ userId: client.id, amount: '30,00', description: 'Website-pakket' });
    expect(invoiceNumber).toMatch(/^2026-\d{4}$/);
    const row = await invoiceRow(id);
    expect(row).toMatchObject({
      invoiceDate: '2026-11-23',
      dueDate: '2026-12-07',
      amount: '30.00',
      vatRate: '21.00',
      vatAmount: '6.30',
      totalAmount: '36.30',
      status: 'pending',
      billingName: 'Els Jansen BV',
      billingAddress: 'Dorpsstraat 1, 1234 AB Ergens',
      billingKvk: '87654321',
      billingBtw: 'NL001234567B01',
      scheduleId: null,
    });

    // A later profile change leaves the invoice as it was issued.
    await env.services.db.updateTable('profiles').set({ companyName: 'Nieuwe Naam', address: 'Elders 2' }).where('id', '=', client.id).execute();
    const document = await asAdmin.admin.invoices.document({ invoiceId: id });
    expect(document.billing).toMatchObject({ name: 'Els Jansen BV', address: 'Dorpsstraat 1, 1234 AB Ergens' });
    expect(document.agency.sepaCreditorId).toBe('NL98ZZZ999999990000');
  });

  it('gives 20 concurrent creations 20 numbers without a gap', async () => {
    const client = await billedClient('Twintig');
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => asAdmin.admin.invoices.create({ userId: client.id, amount: '10', description: `Regel ${i}` })),
    );
    const sequence = created.map((c) => Number(c.invoiceNumber.slice(5))).sort((a, b) => a - b);
    expect(new Set(sequence).size).toBe(20);
    expect(sequence[19]! - sequence[0]!).toBe(19);
    const counter = await env.services.db.selectFrom('invoiceCounters').select('lastNumber').where('year', '=', 2026).executeTakeFirstOrThrow();
    expect(counter.lastNumber).toBe(sequence[19]);
  });

  it('says which fields are missing, in Dutch', async () => {
    const error = await rejection(asAdmin.admin.invoices.create({ userId: '', amount: '', description: '' }));
    expect(shownMessage(error)).toBe('Gebruiker, bedrag en omschrijving zijn verplicht');
  });

  it('refuses a user who is not a client', async () => {
    const developer = await createTestUser(env.services, { role: 'developer' });
    const error = await rejection(asAdmin.admin.invoices.create({ userId: developer.id, amount: '10', description: 'x' }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', 'Klant niet gevonden']);
  });

  it('starts a monthly schedule for "Terugkerend", with this month billed', async () => {
    const client = await billedClient('Maandelijks');
    const { id } = await asAdmin.admin.invoices.create({ userId: client.id, amount: '55', description: 'Webshop', isRecurring: true, recurringDay: 15 });
    const row = await invoiceRow(id);
    expect(row).toMatchObject({ isRecurring: true, recurringDay: 15, period: '2026-11' });
    const schedule = await env.services.db.selectFrom('invoiceSchedules').selectAll().where('id', '=', row.scheduleId!).executeTakeFirstOrThrow();
    expect(schedule).toMatchObject({ userId: client.id, amount: '55.00', recurringDay: 15, firstPeriod: '2026-11', pausedAt: null });
  });
});

describe('admin.invoices.cancel', () => {
  it('cancels a pending invoice and refuses every other status', async () => {
    const client = await billedClient('Annuleer');
    const { id } = await asAdmin.admin.invoices.create({ userId: client.id, amount: '10', description: 'Eenmalig' });
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
      ids.push((await asAdmin.admin.invoices.create({ userId: client.id, amount: '100', description })).id);
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
    const a = await asAdmin.admin.invoices.create({ userId: client.id, amount: '10', description: 'Eerste' });
    const b = await asAdmin.admin.invoices.create({ userId: client.id, amount: '20', description: 'Tweede' });
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
    const first = await asAdmin.admin.invoices.create({ userId: owner.id, amount: '10', description: 'Eerste' });
    const second = await asAdmin.admin.invoices.create({ userId: owner.id, amount: '20', description: 'Tweede' });
    const theirs = await asAdmin.admin.invoices.create({ userId: other.id, amount: '30', description: 'Van een ander' });

    const asOwner = await callerFor(env.services, owner);
    const list = await asOwner.client.invoices.list({});
    expect(list.items.map((i) => i.invoiceNumber)).toEqual([second.invoiceNumber, first.invoiceNumber]);
    expect((await asOwner.client.invoices.document({ invoiceId: first.id })).amounts).toEqual({ subtotal: '10.00', vatRate: '21.00', vat: '2.10', total: '12.10' });

    const error = await rejection(asOwner.client.invoices.document({ invoiceId: theirs.id }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', 'Factuur niet gevonden']);
  });
});

describe('admin.stats.get', () => {
  it('counts the invoices', async () => {
    const count = await env.services.db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await asAdmin.admin.stats.get()).invoices).toBe(Number(count.n));
  });

  it('counts the projects and those in progress as a count of the projects does', async () => {
    const count = (status?: 'in_progress') =>
      env.services.db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$if(status !== undefined, (query) => query.where('status', '=', status!))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    const client = await createTestUser(env.services, { role: 'client' });
    for (const status of ['pending', 'in_progress', 'in_progress', 'completed'] as const) {
      const project = await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: null });
      await env.services.db.updateTable('projects').set({ status }).where('id', '=', project.id).execute();
    }
    const stats = await asAdmin.admin.stats.get();
    expect(stats.totalProjects).toBe(await count());
    expect(stats.activeProjects).toBe(await count('in_progress'));
    expect(stats.totalProjects).toBeGreaterThan(0);
  });
});
