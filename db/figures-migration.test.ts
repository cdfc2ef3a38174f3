import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestDb } from './testing/test-db';
import { createMigrator, migrateToLatest } from './migrator';
import type { DbHandle } from './create-db';
import type { Database } from './types';
import { adminCounters } from './queries/admin-counters';
import { countAgenda } from './queries/agenda';
import { dashboardFigureRows } from './queries/insight-figures';
import { listInvoicesForAdmin } from './queries/invoices';
import { searchProjects } from './queries/project-lists';

// 20261129_0200 turned trigger-kept figures into queries: going back must rebuild the totals and copies from the rows, coming
// forward drop them, and every reader show what it showed before the round trip.

const BEFORE = '20261127_1500_complaint_status_totals';
const DROPPED_TABLES = ['complaint_status_totals', 'insight_months', 'invoice_status_totals', 'open_step_days', 'profile_totals', 'project_status_totals', 'step_approval_days'];

let handle: DbHandle;
let db: Kysely<Database>;
const ids = { admin: '', anna: '', klara: '', invoice: '' };

async function person(name: string, email: string) {
  const user = await db.insertInto('users').values({ email, passwordHash: 'x' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ id: user.id, email, fullName: name, companyName: name.endsWith('Klant') ? `${name} BV` : null }).execute();
  return user.id;
}

/** What the readers show: counters, charts, agenda counters, invoice chips and a project search. */
async function readers() {
  const admin = { id: ids.admin, role: 'admin' as const };
  return {
    counters: await adminCounters(db),
    figures: await dashboardFigureRows(db, { thisMonth: '2026-06', from: '2025-07', until: '2026-07', today: '2026-06-15' }),
    adminAgenda: await countAgenda(db, admin, '2026-06-15'),
    annasAgenda: await countAgenda(db, { id: ids.anna, role: 'developer' }, '2026-06-15'),
    invoices: (await listInvoicesForAdmin(db, admin, { q: '', limit: 25, offset: 0 })).totals,
    refunded: (await listInvoicesForAdmin(db, admin, { q: '2026-0001', limit: 25, offset: 0 })).items.map((item) => item.refunded),
    search: (await searchProjects(db, admin, { q: 'anna', limit: 25, offset: 0 })).total,
  };
}

/** The totals tables the database holds now. */
const totalsTables = async () =>
  (await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public' order by tablename`.execute(db)).rows
    .map((row) => row.tablename)
    .filter((name) => DROPPED_TABLES.includes(name));
const triggerNames = async () => (await sql<{ tgname: string }>`select tgname from pg_trigger where not tgisinternal order by tgname`.execute(db)).rows.map((row) => row.tgname);

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  ids.admin = await person('Ada Admin', 'ada@test.nl');
  ids.anna = await person('Anna Ontwikkelaar', 'anna@test.nl');
  ids.klara = await person('Klara Klant', 'klara@test.nl');
  const project = async (developerId: string | null, status: 'pending' | 'in_progress', createdAt: string) =>
    (await db.insertInto('projects').values({ clientId: ids.klara, developerId, packageType: 'website', monthlyPrice: '30.00', status, createdAt: new Date(createdAt) }).returning('id').executeTakeFirstOrThrow()).id;
  const [own, unassigned] = [await project(ids.anna, 'in_progress', '2026-05-01T10:00:00Z'), await project(null, 'pending', '2026-05-20T10:00:00Z')];
  for (const projectId of [own, unassigned]) {
    await db
      .insertInto('projectTimeline')
      .values([
        { projectId, stepNumber: 1, stepName: 'Intake', status: 'approved', expectedDate: '2026-05-10', approvedDate: new Date('2026-05-12T10:00:00Z') },
        { projectId, stepNumber: 2, stepName: 'Ontwerp', status: 'ready_for_approval', expectedDate: '2026-06-15', completedAt: new Date('2026-06-01T10:00:00Z') },
        { projectId, stepNumber: 3, stepName: 'Bouw', status: 'pending', expectedDate: '2026-06-10' },
        { projectId, stepNumber: 4, stepName: 'Livegang', status: 'pending', expectedDate: null },
      ])
      .execute();
  }
  const invoice = (invoiceNumber: string, status: 'paid' | 'failed' | 'pending', invoiceDate: string) =>
    db
      .insertInto('invoices')
      .values({ userId: ids.klara, invoiceNumber, invoiceDate, amount: '30.00', vatAmount: '6.30', totalAmount: '36.30', description: 'Website', status })
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.invoice = (await invoice('2026-0001', 'paid', '2026-05-01')).id;
  await invoice('2026-0002', 'failed', '2026-06-01');
  await invoice('2026-0003', 'pending', '2026-06-02');
  const payment = await db
    .insertInto('payments')
    .values({ kind: 'invoice', method: 'directdebit', userId: ids.klara, invoiceId: ids.invoice, amount: '36.30', status: 'paid', createdAt: new Date('2026-05-06T10:00:00Z'), updatedAt: new Date('2026-05-06T10:00:00Z') })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('refunds').values({ paymentId: payment.id, amount: '5.00', reason: 'Korting', status: 'refunded' }).execute();
  await db.insertInto('complaints').values({ userId: ids.klara, subject: 'Traag', description: 'De site is traag', createdAt: new Date('2026-06-01T10:00:00Z') }).execute();
});
afterAll(() => handle.close());

describe('figures as queries, and back', () => {
  it('rebuilds the totals and copies from the rows on the way back, and the readers show the same after the round trip', async () => {
    const before = await readers();
    expect(before.counters).toMatchObject({ totalUsers: 3, totalProjects: 2, activeProjects: 1, invoices: 3 });
    expect(before.adminAgenda).toEqual({ overdue: 2, today: 2, upcoming: 0, total: 6 });
    expect(before.refunded).toEqual(['5.00']);
    expect(await totalsTables()).toEqual([]);
    const triggersNow = await triggerNames();

    const { error } = await createMigrator(db).migrateTo(BEFORE);
    if (error) throw error;
    expect(await totalsTables()).toEqual(DROPPED_TABLES);
    // Going back also undoes any later migration; the account-change triggers are another one's.
    const rebuilt = (await triggerNames()).filter((name) => !triggersNow.includes(name) && !name.endsWith('_account_change'));
    expect(rebuilt).toHaveLength(18);
    const kept = await sql<{ status: string; invoiceCount: number }>`select status, invoice_count from invoice_status_totals order by status`.execute(db);
    expect(kept.rows).toEqual([
      { status: 'failed', invoiceCount: 1 },
      { status: 'paid', invoiceCount: 1 },
      { status: 'pending', invoiceCount: 1 },
    ]);
    const open = await sql<{ n: number }>`select sum(step_count)::int as n from open_step_days`.execute(db);
    expect(open.rows[0]!.n).toBe(6);
    const copies = await sql<{ searchText: string; stepsAnotherDeveloper: number; refunded: string }>`
      select (select search_text from projects where developer_id is not null) as search_text,
        (select count(*)::int from project_timeline step join projects on projects.id = step.project_id
          where step.project_developer_id is distinct from projects.developer_id) as steps_another_developer,
        (select refunded_by_admin::text from invoices where id = ${ids.invoice}) as refunded
    `.execute(db);
    expect(copies.rows[0]).toEqual({ searchText: 'klara klant\nklara@test.nl\nklara klant bv\nanna ontwikkelaar\nanna@test.nl', stepsAnotherDeveloper: 0, refunded: '5.00' });

    await migrateToLatest(db);
    expect(await totalsTables()).toEqual([]);
    expect(await triggerNames()).toEqual(triggersNow);
    expect(await readers()).toEqual(before);
  });
});
