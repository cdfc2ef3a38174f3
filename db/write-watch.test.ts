import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DbHandle } from './create-db';
import { createTestDb } from './testing/test-db';

// What this process writes is heard before the statement runs and again once it has run; reads,
// and writes compiled out of hearing, are not.

let handle: DbHandle;
const heard: string[] = [];
beforeAll(async () => {
  handle = await createTestDb();
  handle.writes.onWrite((table) => heard.push(table));
});
afterAll(() => handle.close());

it('hears each write to a table before it runs and once it has run, in a transaction too', async () => {
  const { db } = handle;
  heard.length = 0;
  const writing = db.insertInto('modules').values({ title: 'Blog', description: 'Een blog', price: '10.00' }).execute();
  expect(heard).toEqual(['modules']);
  await writing;
  expect(heard).toEqual(['modules', 'modules']);

  heard.length = 0;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('modules').set({ price: '12.00' }).where('title', '=', 'Blog').execute();
    await trx.deleteFrom('modules as m').where('m.title', '=', 'Blog').execute();
  });
  expect(heard).toEqual(['modules', 'modules', 'modules', 'modules']);
});

it('does not hear reads, raw SQL or a write compiled out of hearing', async () => {
  const { db } = handle;
  heard.length = 0;
  await db.selectFrom('modules').select('id').execute();
  await sql`update modules set price = price where false`.execute(db);
  await db.executeQuery(handle.writes.unheard(() => db.updateTable('modules').set({ price: '1.00' }).where(sql<boolean>`false`).compile()));
  expect(heard).toEqual([]);
});
