import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createDb, type DbHandle } from './create-db';
import { StatementNames } from './named-statements';
import { createPgTestDatabase, createTestPglite } from './testing/test-db';

// The pool PostgreSQL's connections go through, on PostgreSQL when TEST_DATABASE_URL is set, else on
// the embedded database served over its socket (one session shared by every connection).
let handle: DbHandle;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createPgTestDatabase(serverUrl);
    handle = await createDb({ databaseUrl: database.url, poolSize: 2 });
    closeDatabase = () => database.drop();
    return;
  }
  const embedded = await createTestPglite();
  const server = new PGLiteSocketServer({ db: embedded.pglite, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await server.start();
  handle = await createDb({ databaseUrl: `postgres://postgres:x@127.0.0.1:${server.getServerConn().split(':')[1]}/postgres`, poolSize: 2 });
  closeDatabase = async () => {
    await server.stop();
    await embedded.handle.close();
  };
});

afterAll(async () => {
  await handle.close();
  await closeDatabase();
});

describe('statements sent by name', () => {
  it('names what a screen repeats; not a search too short for a trigram or a conflict on a partial index, which a plan for any values cannot serve, nor session commands', () => {
    const names = new StatementNames();
    const statementName = (text: string, values?: unknown[]) => names.nameFor(text, values);
    expect(statementName('select "id" from "projects" where "client_id" = $1')).toMatch(/^kp_/);
    expect(statementName('select "id" from "projects" where "client_id" = $1')).toBe(statementName('select "id" from "projects" where "client_id" = $1'));
    const search = 'select "id" from "users" where "name" ilike $1';
    expect(statementName(search, ['%bakker%'])).toMatch(/^kp_/);
    expect(statementName(search, ['%de%'])).toBeNull();
    expect(statementName(search, ['%\\%\\_%'])).toBeNull();
    expect(statementName(search, ['%d\\%e%'])).toBe(statementName(search, ['%bakker%']));
    expect(statementName('insert into "data_exports" ("user_id") values ($1) on conflict ("user_id") where "status" = $2 do nothing')).toBeNull();
    expect(statementName('begin')).toBeNull();
    expect(statementName('set local lock_timeout = 1000')).toBeNull();
  });

  it('answers each value rightly on every connection, again and again', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, k) => sql<{ doubled: number }>`select ${k}::int * 2 as doubled`.execute(handle.db)),
    );
    expect(answers.map((a) => a.rows[0]!.doubled)).toEqual(Array.from({ length: 12 }, (_, k) => k * 2));
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('keeps the statement prepared on the connection that sent it', async () => {
    const names = await handle.db.connection().execute(async (db) => {
      await sql`select ${'x'}::text as probe`.execute(db);
      return sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
    });
    // A name is the text's hash, so a registry of its own names the statement as the pool did.
    expect(names.rows.map((r) => r.name)).toContain(new StatementNames().nameFor('select $1::text as probe'));
  });

  it('still answers after a migration changed what a statement returns', async () => {
    await sql`create table named_probe (id int primary key)`.execute(handle.db);
    await sql`insert into named_probe values (1)`.execute(handle.db);
    const read = () => handle.db.connection().execute((db) => sql<Record<string, unknown>>`select * from named_probe where id = ${1}`.execute(db));
    for (let k = 0; k < 3; k++) expect((await read()).rows).toEqual([{ id: 1 }]);
    await sql`alter table named_probe add column label text default 'nieuw'`.execute(handle.db);
    expect((await read()).rows).toEqual([{ id: 1, label: 'nieuw' }]);
    expect((await read()).rows).toEqual([{ id: 1, label: 'nieuw' }]);
  });
});
