import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type KyselyPlugin } from 'kysely';
import { createTestDb } from '@/db/testing/test-db';
import type { DbHandle } from '@/db/create-db';
import { addCalendarDays } from '@/src/dates';
import { compiledOnce } from './compiled-once';

// A statement compiled once runs with each call's own values, on the real database, and a builder
// that would give other SQL for other values is refused on its first call.

let handle: DbHandle;
const ids: string[] = [];

beforeAll(async () => {
  handle = await createTestDb();
  for (const [email, name] of [
    ['anna@example.nl', 'Anna'],
    ['bram@example.nl', 'Bram'],
  ] as const) {
    const user = await handle.db.insertInto('users').values({ email, passwordHash: 'x' }).returning('id').executeTakeFirstOrThrow();
    await handle.db.insertInto('profiles').values({ id: user.id, email, fullName: name }).execute();
    ids.push(user.id);
  }
});
afterAll(() => handle.close());

const byEmail = compiledOnce((db, values: { email: string; after: Date }, { columns }: { columns: 'name' | 'email' }) =>
  db
    .selectFrom('profiles')
    .select(columns === 'name' ? ['id', 'fullName'] : ['id', 'email'])
    .where('email', '=', values.email)
    .where('createdAt', '>', values.after)
    .where('fullName', '<>', 'Niemand'),
);

describe('compiledOnce', () => {
  it("runs each call with its own values and each shape with its own SQL, compiled once", async () => {
    const after = new Date('2000-01-01T00:00:00Z');
    const compile = vi.spyOn(handle.db.getExecutor(), 'compileQuery');
    expect(await byEmail(handle.db, { email: 'anna@example.nl', after }, { columns: 'name' })).toEqual([{ id: ids[0], fullName: 'Anna' }]);
    const built = compile.mock.calls.length;
    expect(await byEmail(handle.db, { email: 'bram@example.nl', after }, { columns: 'name' })).toEqual([{ id: ids[1], fullName: 'Bram' }]);
    expect(await byEmail(handle.db, { email: 'bram@example.nl', after: new Date() }, { columns: 'name' })).toEqual([]);
    expect(compile.mock.calls.length, 'nothing built again for the same shape').toBe(built);
    expect(await byEmail(handle.db, { email: 'bram@example.nl', after }, { columns: 'email' })).toEqual([{ id: ids[1], email: 'bram@example.nl' }]);
    compile.mockRestore();
  });

  it('runs on an instance with a plugin added, through that plugin', async () => {
    const counter = { count: 0 };
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        counter.count++;
        return result;
      },
    };
    const counted = handle.db.withPlugin(counting);
    expect(await byEmail(counted, { email: 'anna@example.nl', after: new Date(0) }, { columns: 'name' })).toHaveLength(1);
    expect(counter.count).toBe(1);
  });

  it('refuses a builder whose SQL changes with its values', async () => {
    const written = compiledOnce((db, values: { email: string }) => db.selectFrom('profiles').select('id').where('email', '=', sql.lit(values.email)));
    await expect(written(handle.db, { email: 'anna@example.nl' })).rejects.toThrow(/changes with its values/);
  });

  it('refuses a parameter worked out from a value', async () => {
    const lowered = compiledOnce((db, values: { email: string }) => db.selectFrom('profiles').select('id').where('email', '=', values.email.toLowerCase()));
    await expect(lowered(handle.db, { email: 'ANNA@example.nl' })).rejects.toThrow(/worked out from a value/);
    const nextDay = compiledOnce((db, values: { today: string }) =>
      db.selectFrom('projectTimeline').select('id').where('expectedDate', '<', addCalendarDays(values.today, 1)),
    );
    await expect(nextDay(handle.db, { today: '2026-11-27' })).rejects.toThrow();
  });
});
