import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, sql } from 'kysely';
import { createDb, type DbHandle } from '@/db/create-db';
import { createPgTestDatabase } from '@/db/testing/test-db';
import { planOnce } from '@/db/queries/plan-once';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

// A statement marked to be planned once gets PostgreSQL's plan for any values from its first
// execution, where PostgreSQL would otherwise plan a date range for its values every time; every
// other statement, a search above all, is still planned as the database is configured, the session
// set back first. Checked on both ways the server reaches a database: a pool of PostgreSQL
// connections, and the embedded database's one session in its thread.

interface Plans {
  generic: number;
  custom: number;
}

function planningChecks(database: () => Kysely<unknown>) {
  const plansOf = async (start: string): Promise<Plans> => {
    const { rows } = await sql<{ generic: string; custom: string }>`
      select generic_plans as generic, custom_plans as custom from pg_prepared_statements where statement like ${`${start}%`}`.execute(database());
    expect(rows).toHaveLength(1);
    return { generic: Number(rows[0]!.generic), custom: Number(rows[0]!.custom) };
  };
  // SHOW, as it is not planned, leaves the session as it is (its one column, whatever the case plugin names it).
  const mode = async () => Object.values((await sql<Record<string, string>>`show plan_cache_mode`.execute(database())).rows[0]!)[0];

  it('plans a marked statement once, for any date, from its first execution', async () => {
    const before = sql`select "id" from "plan_probe" where "day" < ${'2026-06-01'} order by "day" limit 3 ${planOnce}`;
    expect((await before.execute(database())).rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    const later = sql`select "id" from "plan_probe" where "day" < ${'2026-01-03'} order by "day" limit 3 ${planOnce}`;
    expect((await later.execute(database())).rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await plansOf('select "id" from "plan_probe" where "day" <')).toEqual({ generic: 2, custom: 0 });
  });

  it('sets the session back for a statement that is not marked, and for a search', async () => {
    await sql`select "id" from "plan_probe" where "day" > ${'2026-01-05'} order by "day" limit 1 ${planOnce}`.execute(database());
    expect(await mode()).toBe('force_generic_plan');
    await sql`select "id" from "plan_probe" where "day" >= ${'2026-01-05'} order by "day" limit 1`.execute(database());
    expect(await plansOf('select "id" from "plan_probe" where "day" >=')).toEqual({ generic: 0, custom: 1 });
    await sql`select "id" from "plan_probe" where "day" > ${'2026-01-05'} order by "day" limit 1 ${planOnce}`.execute(database());
    expect(await mode()).toBe('force_generic_plan');
    const search = await sql<{ id: number }>`select "id" from "plan_probe" where "label" like ${'%4%'} ${planOnce}`.execute(database());
    expect(search.rows).toEqual([{ id: 4 }]);
    expect(await mode()).not.toBe('force_generic_plan');
  });

  it('sets the session again after a rollback undid the setting', async () => {
    await expect(
      database()
        .transaction()
        .execute(async (trx) => {
          await sql`select "id" from "plan_probe" where "day" <= ${'2026-01-02'} order by "day" limit 1 ${planOnce}`.execute(trx);
          throw new Error('afgebroken');
        }),
    ).rejects.toThrow('afgebroken');
    expect(await mode()).not.toBe('force_generic_plan');
    await sql`select "id" from "plan_probe" where "day" between ${'2026-01-01'} and ${'2026-01-09'} order by "day" limit 1 ${planOnce}`.execute(database());
    expect(await plansOf('select "id" from "plan_probe" where "day" between')).toEqual({ generic: 1, custom: 0 });
  });
}

async function createProbeTable(db: Kysely<unknown>) {
  await sql`create table "plan_probe" ("id" integer primary key, "day" date not null, "label" text not null)`.execute(db);
  await sql`insert into "plan_probe" select n, date '2026-01-01' + n - 1, 'regel ' || n from generate_series(1, 9) as n`.execute(db);
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DbHandle;

  beforeAll(async () => {
    database = await createPgTestDatabase(process.env.TEST_DATABASE_URL!);
    // One connection: every statement meets the same session.
    handle = await createDb({ databaseUrl: database.url, poolSize: 1 });
    await createProbeTable(handle.db as unknown as Kysely<unknown>);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  planningChecks(() => handle.db as unknown as Kysely<unknown>);
});

describe('on the embedded database', () => {
  let dir: string;
  let thread: PgliteThread;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-plan-once-'));
    thread = await startPgliteThread(dir);
    db = new Kysely({ dialect: thread.dialect });
    await createProbeTable(db);
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await thread?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  planningChecks(() => db);
});
