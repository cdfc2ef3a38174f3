import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCounter } from '@/server/testing/statement-counter';
import { callerFor, createTestEnv, createTestProject, createTestUser, type TestEnv } from '@/server/testing/harness';
import { line } from '@/server/testing/money-fixtures';
import type { Services } from '@/server/services';
import { sharedWhileRunning } from '@/db/shared-while-running';

// People opening a screen at the same moment share one reading of its aggregates (the dashboard's figures, the agenda's
// counters, the invoices' counts per status); one who opens it after that reading ended sees every change made before.

let env: TestEnv;
const counter = new StatementCounter();
let counted: Services;

beforeAll(async () => {
  env = await createTestEnv();
  counted = { ...env.services, db: env.services.db.withPlugin(counter) };
});
afterAll(() => env.close());

describe('the admin dashboard opened by many at once', () => {
  it('reads its counters, attention list and figures once for callers that arrive together, and all see the same', async () => {
    const admin = await createTestUser(env.services, { role: 'admin' });
    const asAdmin = await callerFor(counted, admin, { batch: true });
    const open = () => Promise.all([asAdmin.admin.stats.get(), asAdmin.admin.insight.attention(), asAdmin.admin.insight.figures()]);
    const alone = await open();
    counter.count = 0;
    const together = await Promise.all(Array.from({ length: 10 }, open));
    expect(counter.count).toBe(3);
    for (const answer of together) expect(answer).toEqual(alone);
  });

  it('shows a project made after the last reading ended', async () => {
    const admin = await createTestUser(env.services, { role: 'admin' });
    const asAdmin = await callerFor(counted, admin);
    const before = await asAdmin.admin.stats.get();
    const client = await createTestUser(env.services, { role: 'client' });
    await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: null });
    expect((await asAdmin.admin.stats.get()).totalProjects).toBe(before.totalProjects + 1);
  });
});

describe('the agenda and the invoice list opened by many at once', () => {
  it("count one person's open steps once for requests that arrive together, and each developer their own", async () => {
    const [admin, ann, bas] = await Promise.all([
      createTestUser(env.services, { role: 'admin' }),
      createTestUser(env.services, { role: 'developer' }),
      createTestUser(env.services, { role: 'developer' }),
    ]);
    const client = await createTestUser(env.services, { role: 'client' });
    await createTestProject(env.services, { clientId: client.id, packageType: 'website', developerId: ann.id });
    await createTestProject(env.services, { clientId: client.id, packageType: 'webshop', developerId: bas.id });
    await createTestProject(env.services, { clientId: client.id, packageType: 'webshop', developerId: bas.id });
    const [asAdmin, asAnn, asBas] = await Promise.all([
      callerFor(counted, admin, { batch: true }),
      callerFor(counted, ann, { batch: true }),
      callerFor(counted, bas, { batch: true }),
    ]);
    const alone = await asAdmin.admin.agenda.get({});
    counter.count = 0;
    const together = await Promise.all(Array.from({ length: 10 }, () => asAdmin.admin.agenda.get({})));
    // Ten pages and one count.
    expect(counter.count).toBe(11);
    for (const answer of together) expect(answer).toEqual(alone);

    const [annsAgenda, basAgenda] = await Promise.all([asAnn.developer.agenda.get({}), asBas.developer.agenda.get({})]);
    expect(basAgenda.counters.total).toBe(2 * annsAgenda.counters.total);
    expect(annsAgenda.counters.total).toBeGreaterThan(0);
  });

  it('sum the invoices per status once for requests of one search that arrive together, and a new invoice counts afterwards', async () => {
    const admin = await createTestUser(env.services, { role: 'admin' });
    const asAdmin = await callerFor(counted, admin, { batch: true });
    const client = await createTestUser(env.services, { role: 'client', fullName: 'Gedeeld Gezocht' });
    await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Logo', '100')] });
    const alone = await asAdmin.admin.invoices.list({ q: 'gedeeld' });
    expect(alone.totals.pending).toEqual({ count: 1, total: '121.00' });
    counter.count = 0;
    const together = await Promise.all([
      ...Array.from({ length: 10 }, () => asAdmin.admin.invoices.list({ q: 'gedeeld' })),
      asAdmin.admin.invoices.list({ q: 'niemand heet zo' }),
    ]);
    // Eleven pages; one reading of the sums for each of the two searches.
    expect(counter.count).toBe(13);
    for (const answer of together.slice(0, 10)) expect(answer).toEqual(alone);
    expect(together[10]!.total).toBe(0);

    await asAdmin.admin.invoices.create({ userId: client.id, lines: [line('Hosting', '50')] });
    expect((await asAdmin.admin.invoices.list({ q: 'gedeeld' })).totals.pending).toEqual({ count: 2, total: '181.50' });
  });
});

describe('sharedWhileRunning', () => {
  it('runs anew once the shared run is done, also after a failure, and shares only within a key', async () => {
    let runs = 0;
    const read = (fail = false) => async () => {
      const run = (runs += 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (fail) throw new Error('database away');
      return run;
    };
    const [a, b] = await Promise.all([sharedWhileRunning(env.services.db, 'k', read()), sharedWhileRunning(env.services.db, 'k', read())]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    await expect(sharedWhileRunning(env.services.db, 'k', read(true))).rejects.toThrow('database away');
    expect(await sharedWhileRunning(env.services.db, 'k', read())).toBe(3);
    const [c, d] = await Promise.all([sharedWhileRunning(env.services.db, 'k', read()), sharedWhileRunning(env.services.db, 'other', read())]);
    expect(c).not.toBe(d);
  });
});
