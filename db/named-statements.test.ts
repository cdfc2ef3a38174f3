import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createDb, type DbHandle } from '@/db/create-db';
import { createPgTestDatabase } from '@/db/testing/test-db';

// Statements the app repeats are named on PostgreSQL, so each connection parses them once and
// PostgreSQL may keep their plans; what a running server must survive (a migration changing a
// table under it) keeps working. PGlite takes no part: it has no pool of connections.

// The names are given per process, and test files share a worker's modules: this one loads them afresh, as a new server would.
vi.hoisted(() => process.env.TEST_DATABASE_URL && vi.resetModules());

interface Prepared {
  name: string;
  statement: string;
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('named statements on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DbHandle;

  beforeAll(async () => {
    database = await createPgTestDatabase(process.env.TEST_DATABASE_URL!);
    // One connection: every statement below meets the same PostgreSQL session.
    handle = await createDb({ databaseUrl: database.url, poolSize: 1 });
    await sql`CREATE TABLE named_probe (id integer PRIMARY KEY, label text NOT NULL)`.execute(handle.db);
    await sql`INSERT INTO named_probe VALUES (1, 'een'), (2, 'twee')`.execute(handle.db);
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const prepared = async () => (await sql<Prepared>`SELECT name, statement FROM pg_prepared_statements`.execute(handle.db)).rows;
  const labelOf = (id: number) => handle.db.selectFrom('named_probe' as never).select('label' as never).where('id' as never, '=', id as never).executeTakeFirst() as Promise<{ label: unknown } | undefined>;

  it('parses a repeated statement once and reuses it with other values', async () => {
    expect(await labelOf(1)).toEqual({ label: 'een' });
    expect(await labelOf(2)).toEqual({ label: 'twee' });
    const probes = (await prepared()).filter((p) => p.statement.startsWith('select "label" from "named_probe"'));
    expect(probes).toHaveLength(1);
  });

  it('names a count(*) but leaves statements reading * and transaction control unnamed', async () => {
    await handle.db.selectFrom('named_probe' as never).selectAll().execute();
    await handle.db.selectFrom('named_probe' as never).select((eb) => eb.fn.countAll().as('n')).execute();
    await handle.db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
    });
    const statements = (await prepared()).map((p) => p.statement);
    expect(statements.filter((s) => s.includes('*'))).toEqual(['select count(*) as "n" from "named_probe"']);
    expect(statements.some((s) => /^\s*(begin|commit)/i.test(s))).toBe(false);
  });

  it('keeps answering after a migration changes the type of a column it reads', async () => {
    expect(await labelOf(1)).toEqual({ label: 'een' });
    await sql`ALTER TABLE named_probe ALTER COLUMN label TYPE integer USING length(label)`.execute(handle.db);
    expect(await labelOf(1)).toEqual({ label: 3 });
    expect(await labelOf(2)).toEqual({ label: 4 });
  });

  it('reports a failing statement as PostgreSQL does', async () => {
    await expect(handle.db.selectFrom('named_probe' as never).select('missing' as never).execute()).rejects.toThrow(/missing/);
  });
});
