import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Kysely, sql } from 'kysely';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

// The embedded database in its thread has one session. Statements outside a transaction are sent
// without waiting for one another; a transaction still has the session to itself.

let dir: string;
let thread: PgliteThread;
let db: Kysely<unknown>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-thread-'));
  thread = await startPgliteThread(dir);
  db = new Kysely({ dialect: thread.dialect });
  await sql`create table t (n int)`.execute(db);
}, 60_000);
afterAll(async () => {
  await db?.destroy();
  await thread?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = async () => Number((await sql<{ n: string }>`select count(*) as n from t`.execute(db)).rows[0]!.n);

it('answers many statements sent at once, each with its own rows', async () => {
  const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => sql<{ i: number }>`select ${i}::int as i`.execute(db)));
  expect(answers.map((answer) => answer.rows[0]!.i)).toEqual(Array.from({ length: 200 }, (_, i) => i));
});

it('keeps statements sent during a transaction out of it: a rollback takes back only its own', async () => {
  await sql`delete from t`.execute(db);
  let inserted!: () => void;
  const insertedInside = new Promise<void>((resolve) => (inserted = resolve));
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const rolledBack = db
    .transaction()
    .execute(async (trx) => {
      await sql`insert into t values (1)`.execute(trx);
      inserted();
      await finished;
      throw new Error('terug');
    })
    .catch((error: Error) => error.message);
  await insertedInside;
  // Sent while the transaction is open: had they run inside it, the rollback would take the row
  // back and the count would include the transaction's own row.
  const outside = sql`insert into t values (2)`.execute(db);
  const seen = count();
  await new Promise((resolve) => setTimeout(resolve, 50));
  finish();
  expect(await rolledBack).toBe('terug');
  await outside;
  expect(await seen).toBe(1);
  expect((await sql<{ n: number }>`select n from t`.execute(db)).rows).toEqual([{ n: 2 }]);
});

it('runs transactions one after another, each seeing the other only once committed', async () => {
  await sql`delete from t`.execute(db);
  const add = (n: number) =>
    db.transaction().execute(async (trx) => {
      const before = Number((await sql<{ n: string }>`select count(*) as n from t`.execute(trx)).rows[0]!.n);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await sql`insert into t values (${n})`.execute(trx);
      return before;
    });
  const befores = await Promise.all([add(1), add(2), add(3), add(4)]);
  // One after another: each saw every earlier one's row.
  expect(befores).toEqual([0, 1, 2, 3]);
  expect(await count()).toBe(4);
});

it('passes every kind of parameter as PostgreSQL reads it, and reports errors without losing the session', async () => {
  const when = new Date('2026-11-26T14:05:06.789Z');
  const { rows } = await sql<Record<string, unknown>>`
    select ${"it's \\ \"quoted\""}::text as text, ${42}::int as int, ${12.5}::numeric::text as numeric, ${true}::boolean as yes,
      ${null}::text as nothing, ${when}::timestamptz as at, ${'2026-11-26'}::date as day,
      ${['a"b', 'c\\d', 'e,f', '{g}']}::text[] as list, ${JSON.stringify({ a: [1, 'twee'] })}::jsonb as json,
      ${'o\'neil'} = any(${["o'neil", 'x']}::text[]) as found
  `.execute(db);
  expect(rows[0]).toEqual({
    text: 'it\'s \\ "quoted"',
    int: 42,
    numeric: '12.5',
    yes: true,
    nothing: null,
    at: when,
    day: '2026-11-26',
    list: ['a"b', 'c\\d', 'e,f', '{g}'],
    json: { a: [1, 'twee'] },
    found: true,
  });
  await expect(sql`select 1/0`.execute(db)).rejects.toMatchObject({ code: '22012' });
  await expect(sql`insert into t values (${'geen getal'})`.execute(db)).rejects.toMatchObject({ code: '22P02' });
  expect((await sql<{ n: number }>`select ${7}::int as n`.execute(db)).rows).toEqual([{ n: 7 }]);
  const inserted = await sql`insert into t values (1), (2)`.execute(db);
  expect(inserted.numAffectedRows).toBe(2n);
});

it('keeps a repeated statement prepared under its name, and still answers when a migration changes its result', async () => {
  await sql`create table named_rows (id int primary key, label int)`.execute(db);
  await sql`insert into named_rows values (1, 10), (2, 20)`.execute(db);
  const label = (id: number) => sql<{ label: unknown }>`select label from named_rows where id = ${id}`.execute(db).then((result) => result.rows[0]?.label);
  for (let run = 0; run < 8; run++) expect(await label(1 + (run % 2))).toBe(run % 2 ? 20 : 10);
  const prepared = await sql<{ name: string }>`select name from pg_prepared_statements where statement like ${'%from named_rows where id%'}`.execute(db);
  expect(prepared.rows).toHaveLength(1);
  // Its result type changes under it ("cached plan must not change result type"): it goes unnamed.
  await sql`alter table named_rows alter column label type text`.execute(db);
  expect(await label(2)).toBe('20');
  expect(await label(1)).toBe('10');
  // A named statement that fails on its values leaves the session and the name usable.
  const byId = (id: string) => sql<{ label: string }>`select label from named_rows where id = ${id}::int`.execute(db).then((result) => result.rows);
  await expect(byId('geen getal')).rejects.toMatchObject({ code: '22P02' });
  expect(await byId('2')).toEqual([{ label: '20' }]);
});
