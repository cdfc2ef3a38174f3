import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@/db/create-db';
import { createPgTestDatabase } from '@/db/testing/test-db';
import type { Database } from '@/db/types';
import { recordActivity } from '@/db/queries/activity';
import { purgeActivityLog } from '@/db/queries/retention';
import { createTestEnv, createTestUser, type TestEnv } from '@/server/testing/harness';
import { runRetention } from './retention';
import { migrateAsOwner } from '@/server/app/create-services';

// The log holds against the app's own connection: no emptying, editing or deleting except the retention purge by the database's clock.
// On PostgreSQL the app connects as a role with the README's grants, which cannot even switch the guard off.

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Rows of every age: fresh, just inside and just past the period, and about an invoice. */
async function fillLog(db: Kysely<Database>) {
  const invoiceId = crypto.randomUUID();
  const rows = await db
    .insertInto('activityLog')
    .values([
      { kind: 'signed_in', network: '192.0.2.0/24' },
      { kind: 'signed_in', createdAt: ago(700) },
      { kind: 'signed_in', createdAt: ago(731) },
      { kind: 'invoice_paid', invoiceId, createdAt: ago(731) },
      { kind: 'invoice_paid', invoiceId, createdAt: ago(2558) },
    ])
    .returning(['id', 'kind', 'createdAt'])
    .execute();
  return { ids: rows.map((row) => row.id), invoiceId };
}

const stillThere = async (db: Kysely<Database>, ids: number[]) =>
  (await db.selectFrom('activityLog').select('id').where('id', 'in', ids).orderBy('id').execute()).map((row) => row.id);

describe('the activity log, whoever holds the connection', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(() => env.close());

  it('cannot be emptied, and a cut-off its caller names deletes nothing', async () => {
    const { db } = env.services;
    const { ids } = await fillLog(db);
    await expect(sql`TRUNCATE activity_log`.execute(db)).rejects.toThrow(/never emptied/);
    await expect(db.deleteFrom('activityLog').where('id', 'in', ids).execute()).rejects.toThrow(/never deleted/);
    // What the retention job once stated, with a cut-off in the future; and the purge's own switch.
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('app.retention', 'on', true), set_config('app.activity_cutoff', ${new Date(Date.now() + DAY_MS).toISOString()}, true)`.execute(trx);
        await sql`SELECT set_config('app.activity_purge', 'on', true)`.execute(trx);
        await trx.deleteFrom('activityLog').where('id', '=', ids[0]!).execute();
      }),
    ).rejects.toThrow(/never deleted/);
    await expect(db.updateTable('activityLog').set({ network: null }).where('id', '=', ids[0]!).execute()).rejects.toThrow(/never edited/);
    expect(await stillThere(db, ids)).toEqual(ids);
  });

  it('loses only what is past its period through the purge: 2 years, about invoices 7', async () => {
    const { db } = env.services;
    const { ids } = await fillLog(db);
    const removed = await db.transaction().execute((trx) => purgeActivityLog(trx));
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await stillThere(db, ids)).toEqual([ids[0], ids[1], ids[3]]);
  });

  it("forgets an erased person's network with the person", async () => {
    const { db } = env.services;
    const person = await createTestUser(env.services, { role: 'client' });
    const other = await createTestUser(env.services, { role: 'admin' });
    await recordActivity(db, { actor: { id: person.id, role: 'client' }, network: '198.51.100.0/24' }, { kind: 'message_sent' });
    await recordActivity(db, { actor: { id: other.id, role: 'admin' }, network: '203.0.113.0/24' }, { kind: 'role_changed', subjectUserId: person.id });
    await db.deleteFrom('users').where('id', '=', person.id).execute();
    const rows = await db.selectFrom('activityLog').select(['kind', 'actorId', 'actorRole', 'subjectUserId', 'network']).where('kind', 'in', ['message_sent', 'role_changed']).orderBy('id').execute();
    expect(rows.slice(-2)).toEqual([
      { kind: 'message_sent', actorId: null, actorRole: 'client', subjectUserId: null, network: null },
      // Someone else acted on them: that person's network stays.
      { kind: 'role_changed', actorId: other.id, actorRole: 'admin', subjectUserId: null, network: '203.0.113.0/24' },
    ]);
  });
});

/** The grants the README gives the app's role, for `role` (the owner: whoever migrated). */
function readmeGrants(role: string, owner: string): string[] {
  const root = path.resolve(import.meta.dirname, '../../..');
  const text = ['README.md', 'docs/operations.md']
    .map((file) => path.join(root, file))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .find((doc) => doc.includes('CREATE ROLE klantportaal_app'));
  const block = /```sql\n(CREATE ROLE klantportaal_app[\s\S]*?)```/.exec(text ?? '')?.[1];
  if (!block) throw new Error('De README noemt de rechten van de rol van de app niet');
  return block
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean)
    .map((statement) => statement.replaceAll('klantportaal_app', role).replace(/FOR ROLE klantportaal\b/g, `FOR ROLE ${owner}`));
}

const serverUrl = process.env.TEST_DATABASE_URL;

/** The embedded database has one user, who owns the log and migrates: nothing to set up, and no second role to try. */
async function embeddedHasOneOwner() {
  const env = await createTestEnv();
  try {
    const { rows } = await sql<{ same: boolean }>`SELECT pg_get_userbyid(relowner) = current_user AS same FROM pg_class WHERE relname = 'activity_log'`.execute(env.services.db);
    expect(rows).toEqual([{ same: true }]);
  } finally {
    await env.close();
  }
}

describe("the app's own PostgreSQL role, with the README's grants", () => {
  const role = `kp_app_${process.pid}_${Date.now()}`;
  const password = `ww-${crypto.randomUUID()}`;
  let database: Awaited<ReturnType<typeof createPgTestDatabase>>;
  let owner: pg.Client;
  let app: DbHandle;
  let env: TestEnv;

  beforeAll(async () => {
    if (!serverUrl) return;
    database = await createPgTestDatabase(serverUrl);
    owner = new pg.Client({ connectionString: database.url });
    await owner.connect();
    const { rows } = await owner.query<{ user: string }>('SELECT current_user AS user');
    for (const statement of readmeGrants(role, rows[0]!.user)) {
      await owner.query(statement.replace("PASSWORD 'kies-een-wachtwoord'", `PASSWORD '${password}'`));
    }
    const url = new URL(database.url);
    url.username = role;
    url.password = password;
    app = await createDb({ databaseUrl: url.toString(), poolSize: 2 });
    env = await createTestEnv({ dbHandle: app });
  });
  afterAll(async () => {
    if (!serverUrl) return;
    await env?.close();
    await owner?.query(`DROP OWNED BY ${role}`).catch(() => {});
    await owner?.end();
    await database?.drop();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('cannot TRUNCATE it, switch its guard off, delete or edit rows, or name a cut-off', async () => {
    if (!serverUrl) return embeddedHasOneOwner();
    const { db } = env.services;
    expect((await sql<{ user: string }>`SELECT current_user AS user`.execute(db)).rows[0]?.user).toBe(role);
    const { ids } = await fillLog(db);
    await expect(sql`TRUNCATE activity_log`.execute(db)).rejects.toThrow(/permission denied/);
    await expect(sql`ALTER TABLE activity_log DISABLE TRIGGER activity_log_append_only`.execute(db)).rejects.toThrow(/must be owner/);
    await expect(sql`ALTER TABLE activity_log DISABLE TRIGGER ALL`.execute(db)).rejects.toThrow(/must be owner/);
    await expect(sql`DROP TRIGGER activity_log_never_emptied ON activity_log`.execute(db)).rejects.toThrow(/must be owner/);
    await expect(db.deleteFrom('activityLog').where('id', 'in', ids).execute()).rejects.toThrow(/permission denied/);
    await expect(db.updateTable('activityLog').set({ actorId: null }).where('id', 'in', ids).execute()).rejects.toThrow(/permission denied/);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('app.activity_purge', 'on', true), set_config('app.retention', 'on', true)`.execute(trx);
        await sql`SELECT set_config('app.activity_cutoff', ${new Date(Date.now() + DAY_MS).toISOString()}, true)`.execute(trx);
        await trx.deleteFrom('activityLog').where('id', 'in', ids).execute();
      }),
    ).rejects.toThrow(/permission denied/);
    await expect(sql`SET session_replication_role = replica`.execute(db)).rejects.toThrow(/permission denied/);
    expect(await stillThere(db, ids)).toEqual(ids);
  });

  it('lets the owner migrate (MIGRATION_DATABASE_URL) while the app connects as its own role', async () => {
    if (!serverUrl) return embeddedHasOneOwner();
    const name = `kp_owner_${process.pid}_${Date.now()}`;
    const server = new pg.Client({ connectionString: serverUrl });
    await server.connect();
    await server.query(`CREATE DATABASE ${name}`);
    const ownerUrl = new URL(serverUrl);
    ownerUrl.pathname = `/${name}`;
    const appUrl = new URL(ownerUrl);
    appUrl.username = role;
    appUrl.password = password;
    const appHandle = await createDb({ databaseUrl: appUrl.toString(), poolSize: 1 });
    try {
      // The app's role may not create tables in public: migrating over its connection would fail.
      await migrateAsOwner({ migrationDatabaseUrl: ownerUrl.toString() }, appHandle);
      const { rows } = await sql<{ owner: string }>`SELECT pg_get_userbyid(relowner) AS owner FROM pg_class WHERE relname = 'activity_log'`.execute(appHandle.db);
      expect(rows).toEqual([{ owner: decodeURIComponent(ownerUrl.username) }]);
    } finally {
      await appHandle.close();
      await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end();
    }
  });

  it('runs the app: the log is written, and the retention job purges through the function', async () => {
    if (!serverUrl) return embeddedHasOneOwner();
    const { db } = env.services;
    const user = await createTestUser(env.services, { role: 'client' });
    await recordActivity(db, { actor: { id: user.id, role: 'client' }, network: null }, { kind: 'signed_in' });
    const { ids } = await fillLog(db);
    const counts = await runRetention(env.services);
    expect(counts?.activity).toBeGreaterThanOrEqual(2);
    expect(await stillThere(db, ids)).toEqual([ids[0], ids[1], ids[3]]);
    // Erasing someone still takes them out of the log (the owner's ON DELETE SET NULL).
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('activityLog').select('id').where('actorId', '=', user.id).execute()).toEqual([]);
  });
});
