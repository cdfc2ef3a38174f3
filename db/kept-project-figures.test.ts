import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestDb, createTestDbAt } from './testing/test-db';
import { migrateToLatest } from './migrator';
import type { DbHandle } from './create-db';
import type { Database } from './types';
import { dashboardFigureRows } from './queries/insight-figures';

// What the database keeps about projects per status (project_status_totals) against a fresh count of
// the projects themselves, through every way a project comes, changes or goes.

type Status = 'pending' | 'in_progress' | 'completed' | 'on_hold';

/** Projects counted and their prices added up per status, as the dashboard did before the database kept them. */
async function counted(db: Kysely<Database>) {
  const { rows } = await sql<{ status: string; projectCount: number; monthlyPriceTotal: string }>`
    SELECT status, count(*)::int AS project_count, sum(monthly_price)::numeric(14,2)::text AS monthly_price_total
    FROM projects GROUP BY status ORDER BY status
  `.execute(db);
  return rows;
}

async function kept(db: Kysely<Database>) {
  const { rows } = await sql<{ status: string; projectCount: number; monthlyPriceTotal: string }>`
    SELECT status, project_count, monthly_price_total::text AS monthly_price_total
    FROM project_status_totals WHERE project_count <> 0 ORDER BY status
  `.execute(db);
  return rows;
}

async function expectKeptToMatch(db: Kysely<Database>) {
  expect(await kept(db)).toEqual(await counted(db));
  // A status with no projects left keeps nothing: no price without a project.
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM project_status_totals WHERE project_count = 0 AND monthly_price_total <> 0`.execute(db);
  expect(rows[0]!.n).toBe(0);
}

async function person(db: Kysely<Database>, name: string) {
  const email = `${name.toLowerCase().replace(/ /g, '.')}@test.nl`;
  const user = await db.insertInto('users').values({ email, passwordHash: 'x' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ id: user.id, email, fullName: name }).execute();
  return user.id;
}

async function project(db: Kysely<Database>, clientId: string, status: Status, monthlyPrice: string) {
  const row = await db.insertInto('projects').values({ clientId, developerId: null, packageType: 'website', monthlyPrice, status }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

describe('the projects per status the database keeps', () => {
  let handle: DbHandle;
  let db: Kysely<Database>;
  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
  });
  afterAll(() => handle.close());
  /** The dashboard's figures for June 2026, as its one statement reads them. */
  const figures = () => dashboardFigureRows(db, { thisMonth: '2026-06', from: '2026-01', until: '2026-07', today: '2026-06-15' });

  it('follow inserts, status changes, price changes and deletes', async () => {
    const klara = await person(db, 'Klara Klant');
    const kees = await person(db, 'Kees Klant');
    const a = await project(db, klara, 'pending', '30.00');
    const b = await project(db, klara, 'in_progress', '55.55');
    const c = await project(db, kees, 'in_progress', '0.01');
    await project(db, kees, 'completed', '99.99');
    await expectKeptToMatch(db);

    await db.updateTable('projects').set({ status: 'in_progress' }).where('id', '=', a).execute();
    await expectKeptToMatch(db);
    await db.updateTable('projects').set({ status: 'on_hold' }).where('id', 'in', [a, b]).execute();
    await expectKeptToMatch(db);
    await db.updateTable('projects').set({ monthlyPrice: '12.34' }).where('id', '=', b).execute();
    await expectKeptToMatch(db);
    // Price and status at once, and a change to neither.
    await db.updateTable('projects').set({ monthlyPrice: '45.00', status: 'completed' }).where('id', '=', c).execute();
    await db.updateTable('projects').set({ buildLink: 'https://example.nl' }).where('id', '=', a).execute();
    await expectKeptToMatch(db);

    await db.deleteFrom('projects').where('id', '=', b).execute();
    await expectKeptToMatch(db);

    // Erasing a client's account takes their projects along.
    await db.deleteFrom('users').where('id', '=', kees).execute();
    expect(await db.selectFrom('projects').select('id').where('clientId', '=', kees).execute()).toEqual([]);
    await expectKeptToMatch(db);
    expect(await kept(db)).toEqual([{ status: 'on_hold', projectCount: 1, monthlyPriceTotal: '30.00' }]);
  });

  it('give the dashboard what a count of the projects gives', async () => {
    const klara = await db.selectFrom('profiles').select('id').where('fullName', '=', 'Klara Klant').executeTakeFirstOrThrow();
    for (const [status, price] of [
      ['pending', '10.00'],
      ['in_progress', '20.10'],
      ['completed', '30.20'],
      ['in_progress', '0.00'],
    ] as const) {
      await project(db, klara.id, status, price);
    }
    const { statuses: byStatus, mrr } = await figures();
    const recount = await sql<{ status: string; count: number }>`SELECT status, count(*)::int AS count FROM projects GROUP BY status`.execute(db);
    const byName = (rows: { status: string; count: number }[]) => [...rows].sort((x, y) => x.status.localeCompare(y.status));
    expect(byName(byStatus)).toEqual(byName(recount.rows));
    const billed = await sql<{ n: string }>`
      SELECT coalesce(sum(monthly_price), 0)::numeric(12,2)::text AS n FROM projects WHERE status IN ('in_progress', 'completed')
    `.execute(db);
    expect(mrr.packagesNow).toBe(billed.rows[0]!.n);
    expect(billed.rows[0]!.n).toBe('50.30');
  });

  it('say nothing when there are no projects', async () => {
    await db.deleteFrom('projects').execute();
    const { statuses, mrr } = await figures();
    expect(statuses).toEqual([]);
    expect(mrr.packagesNow).toBe('0.00');
  });
});

describe('the projects per status of a database that already has projects', () => {
  let handle: DbHandle;
  afterAll(() => handle.close());

  it('are counted by the migration from what is there', async () => {
    handle = await createTestDbAt('20261126_1300_attention_indexes');
    const db = handle.db;
    const klara = await person(db, 'Klara Klant');
    await project(db, klara, 'pending', '30.00');
    await project(db, klara, 'in_progress', '55.55');
    await project(db, klara, 'in_progress', '4.45');
    await migrateToLatest(db);
    await expectKeptToMatch(db);
    expect(await kept(db)).toEqual([
      { status: 'in_progress', projectCount: 2, monthlyPriceTotal: '60.00' },
      { status: 'pending', projectCount: 1, monthlyPriceTotal: '30.00' },
    ]);
  });
});
