import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestDb } from './testing/test-db';
import type { DbHandle } from './create-db';
import type { Database } from './types';
import { adminCounters } from './queries/admin-counters';
import { person } from './testing/step-figures';

// The number of people the admin dashboard shows, kept by the database (profile_totals), against a
// fresh count of the profiles, as people sign up, are added together or lose their account.

async function counted(db: Kysely<Database>) {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM profiles`.execute(db);
  return rows[0]!.n;
}

describe('the number of people the database keeps', () => {
  let handle: DbHandle;
  let db: Kysely<Database>;
  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it('follows every profile made and every account removed, in the admin counters', async () => {
    const start = (await adminCounters(db)).totalUsers;
    expect(start).toBe(await counted(db));

    const anna = await person(db, 'Anna de Boer');
    await person(db, 'Bram Smit');
    expect((await adminCounters(db)).totalUsers).toBe(start + 2);

    // Several in one statement, and one whose transaction is rolled back.
    const emails = ['c@test.nl', 'd@test.nl', 'e@test.nl'];
    const users = await db.insertInto('users').values(emails.map((email) => ({ email, passwordHash: 'x' }))).returning(['id', 'email']).execute();
    await db.insertInto('profiles').values(users.map(({ id, email }) => ({ id, email, fullName: null }))).execute();
    await db
      .transaction()
      .execute(async (trx) => {
        await person(trx, 'Nooit Bewaard');
        throw new Error('terug');
      })
      .catch(() => undefined);
    expect((await adminCounters(db)).totalUsers).toBe(start + 5);

    // A deleted login takes its profile along.
    await db.deleteFrom('users').where('id', '=', anna).execute();
    await db.deleteFrom('profiles').where('email', '=', 'd@test.nl').execute();
    expect((await adminCounters(db)).totalUsers).toBe(start + 3);
    expect((await adminCounters(db)).totalUsers).toBe(await counted(db));
  });
});
