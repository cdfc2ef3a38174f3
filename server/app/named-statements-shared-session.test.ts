import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@/db/create-db';
import { startProxiedDatabase, type ProxiedDatabase } from '@/server/testing/proxied-database';

// Behind one shared session (here the embedded database over its socket on a PGlite run; a real
// PostgreSQL behind a proxy on a PostgreSQL run), a name one connection made is already there for the
// next: that statement goes unnamed instead of failing.
describe('named statements where connections may share one session', () => {
  let database: ProxiedDatabase;
  let handle: DbHandle;

  beforeAll(async () => {
    database = await startProxiedDatabase();
    handle = await createDb({ databaseUrl: database.url, poolSize: 3 });
  });

  afterAll(async () => {
    await handle?.close();
    await database?.close();
  });

  it('answers the same statement on three connections at once, again and again', async () => {
    const email = (n: number) => handle.db.selectFrom('users').select('email').where('email', '=', `niemand-${n}@voorbeeld.nl`).executeTakeFirst();
    for (let round = 0; round < 3; round++) {
      expect(await Promise.all([email(1), email(2), email(3)])).toEqual([undefined, undefined, undefined]);
    }
  });
});
