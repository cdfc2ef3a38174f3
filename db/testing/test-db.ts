import fs from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '@/db/create-db';
import { createMigrator } from '@/db/migrator';
import { pgliteOptions } from '@/db/pglite-options';
import { PG_TEMPLATE_DB, withDatabase } from './pg-urls';
import { schemaFingerprint } from './template-state';

let counter = 0;

/**
 * A fresh, migrated database per test file, as the template left it, so no test sees another file's rows. PostgreSQL (a template
 * copy) with TEST_DATABASE_URL, else a PGlite: the previous file's, reset to the template, or a new one while that is in use.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPgTestDb(url);
  return (await createTestPglite()).handle;
}

export interface EmbeddedTestDb {
  pglite: PGlite;
  handle: DbHandle;
}

/** createTestDb's embedded database with the PGlite instance under it (to serve it over the wire). */
export async function createTestPglite(): Promise<EmbeddedTestDb> {
  const lent = (await reusedPglite()) ?? (await newPglite());
  return { pglite: lent.pglite, handle: lend(lent) };
}

// Loading the template into a new PGlite takes a second or two, emptying one a tenth of that; files run one after another per
// worker (isolate: false), so closed databases serve the next file. Two are kept, for the few files that use two at a time.
const KEPT_AT_MOST = 2;
const idle: EmbeddedTestDb[] = [];

async function newPglite(): Promise<EmbeddedTestDb> {
  const pglite = await createPgliteFromTemplate();
  return { pglite, handle: await createDb({ pglite }) };
}

/** An idle database, emptied to the template's rows; none when there is none, or its schema was changed. */
async function reusedPglite(): Promise<EmbeddedTestDb | undefined> {
  const kept = idle.pop();
  if (!kept || kept.pglite.closed) return undefined;
  try {
    if ((await schemaFingerprint(kept.pglite)) === inject('pgliteTemplateFingerprint')) {
      await kept.pglite.exec(inject('pgliteTemplateReset'));
      return kept;
    }
  } catch {
    // Left in a state it cannot be emptied from: a new one serves instead.
  }
  await kept.handle.close();
  return undefined;
}

/** The handle a test file gets: closing it keeps the database for the next file, or closes it when enough are kept. */
function lend(lent: EmbeddedTestDb): DbHandle {
  let closed: Promise<void> | undefined;
  return {
    ...lent.handle,
    close() {
      if (closed) return closed;
      if (idle.length >= KEPT_AT_MOST || lent.pglite.closed) return (closed = lent.handle.close());
      idle.push(lent);
      return (closed = Promise.resolve());
    },
  };
}

/**
 * createTestDb taken back to `migration`, the last one applied: a database as it was then, to fill
 * before the migrations after it run (migrateToLatest).
 */
export async function createTestDbAt(migration: string): Promise<DbHandle> {
  const handle = await createTestDb();
  const { error } = await createMigrator(handle.db).migrateTo(migration);
  if (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function createPgTestDb(url: string): Promise<DbHandle> {
  const database = await createPgTestDatabase(url);
  const handle = await createDb({ databaseUrl: database.url, poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A fresh PostgreSQL database copied from the run's migrated template; `drop` removes it again. */
export async function createPgTestDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kp_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  await admin.end();
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The run's migrated template as a PGlite data folder's dump (loadDataDir). */
export function templateDataDir(): Blob {
  return new Blob([fs.readFileSync(inject('pgliteTemplatePath'))]);
}

/** A PGlite instance loaded from the run's migrated template (in memory). */
export async function createPgliteFromTemplate(): Promise<PGlite> {
  return PGlite.create({ ...pgliteOptions, loadDataDir: templateDataDir() });
}
