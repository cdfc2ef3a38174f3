import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { createTestDb } from './testing/test-db';
import { createDb, type DbHandle } from './create-db';
import { DataDirLockedError } from './data-dir-lock';

// Rows reach the code in one shape on either database: camelCase names (Kysely's CamelCasePlugin),
// dates as 'YYYY-MM-DD', counts as numbers, moments as Dates, money as exact strings.

describe('a database handle', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('reads columns, aliases and nested rows in camelCase', async () => {
    const { db } = handle;
    const row = await db
      .selectNoFrom(() => [
        sql<string>`'Bakkerij Visser'`.as('full_name'),
        sql<Date>`'2026-11-27 20:18:06.123+00'::timestamptz`.as('createdAt'),
        jsonArrayFrom(db.selectNoFrom(sql<string>`'Intake'`.as('step_name'))).as('open_steps'),
      ])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ fullName: 'Bakkerij Visser', createdAt: new Date('2026-11-27T20:18:06.123Z'), openSteps: [{ stepName: 'Intake' }] });
  });

  it('passes every kind of parameter as PostgreSQL reads it, and reads each type back as the app expects', async () => {
    const when = new Date('2026-11-26T14:05:06.789Z');
    const { rows } = await sql<Record<string, unknown>>`
      select ${"it's \\ \"quoted\""}::text as text, ${42}::int as int, ${12.5}::numeric as numeric, ${true}::boolean as yes,
        ${null}::text as nothing, ${when}::timestamptz as at, ${'2026-11-26'}::date as day, count(*) as rows_counted,
        ${['a"b', 'c\\d', 'e,f', '{g}']}::text[] as list, ${JSON.stringify({ a: [1, 'twee'] })}::jsonb as json,
        ${"o'neil"} = any(${["o'neil", 'x']}::text[]) as found
    `.execute(handle.db);
    expect(rows[0]).toEqual({
      text: 'it\'s \\ "quoted"',
      int: 42,
      numeric: '12.5',
      yes: true,
      nothing: null,
      at: when,
      day: '2026-11-26',
      rowsCounted: 1,
      list: ['a"b', 'c\\d', 'e,f', '{g}'],
      json: { a: [1, 'twee'] },
      found: true,
    });
  });

  it('plans for a database held in memory, where an index lookup costs about a sequential read', async () => {
    const { rows } = await sql<{ randomPageCost: string }>`show random_page_cost`.execute(handle.db);
    expect(rows[0]?.randomPageCost).toBe('1.1');
  });

  it('reports an error without losing the connection, and counts the rows a write touched', async () => {
    await sql`create table probe_rows (n int)`.execute(handle.db);
    await expect(sql`select 1/0`.execute(handle.db)).rejects.toMatchObject({ code: '22012' });
    await expect(sql`insert into probe_rows values (${'geen getal'})`.execute(handle.db)).rejects.toMatchObject({ code: '22P02' });
    expect((await sql`insert into probe_rows values (1), (2)`.execute(handle.db)).numAffectedRows).toBe(2n);
  });

  it('lets other work in between statements: a run of them keeps no request waiting', async () => {
    let statements = 0;
    let seenAfter: number | undefined;
    setTimeout(() => (seenAfter = statements), 0);
    for (let i = 0; i < 200; i++, statements++) await sql`select ${i}::int`.execute(handle.db);
    expect(seenAfter).toBeDefined();
    expect(seenAfter).toBeLessThan(200);
  });

  it('keeps statements sent during a transaction out of it: a rollback takes back only its own', async () => {
    await sql`create table probe_tx (n int)`.execute(handle.db);
    let inserted!: () => void;
    const insertedInside = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const rolledBack = handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into probe_tx values (1)`.execute(trx);
        inserted();
        await finished;
        throw new Error('terug');
      })
      .catch((error: Error) => error.message);
    await insertedInside;
    // Sent while the transaction is open: had it run inside, the rollback would take its row back too.
    const outside = sql`insert into probe_tx values (2)`.execute(handle.db);
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    expect(await rolledBack).toBe('terug');
    await outside;
    expect((await sql<{ n: number }>`select n from probe_tx`.execute(handle.db)).rows).toEqual([{ n: 2 }]);
  });
});

describe('the embedded database in a data folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-create-db-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its rows between openings, hears its own NOTIFY, and refuses a folder another process holds', async () => {
    const first = await createDb({ dataDir });
    expect(first.kind).toBe('pglite');
    await sql`create table kept (label text)`.execute(first.db);
    await sql`insert into kept values ('bewaard')`.execute(first.db);
    if (first.listenSource.kind !== 'pglite') throw new Error('expected the embedded listener');
    const heard: string[] = [];
    const stop = await first.listenSource.listen('kp_probe', (payload) => heard.push(payload));
    await sql`select pg_notify('kp_probe', 'hallo')`.execute(first.db);
    await expect.poll(() => heard).toEqual(['hallo']);
    await stop();
    await first.close();

    const again = await createDb({ dataDir });
    expect((await sql<{ label: string }>`select label from kept`.execute(again.db)).rows).toEqual([{ label: 'bewaard' }]);
    await again.close();

    // The lock file names a process that is alive (this one's parent): the folder is in use.
    fs.writeFileSync(path.join(dataDir, 'db.lock'), String(process.ppid));
    await expect(createDb({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    fs.rmSync(path.join(dataDir, 'db.lock'));
  }, 120_000); // a fresh data folder runs initdb, then two more openings: slow on a busy machine
});
