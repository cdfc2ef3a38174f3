import fs from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '@/db/create-db';
import { createMigrator } from '@/db/migrator';
import { pgliteOptions } from '@/db/pglite-options';
import { PG_TEMPLATE_DB, withDatabase } from './pg-urls';

let counter = 0;

/**
 * A fresh, migrated database for one test file: a copy of the run's template, so no
 * test sees another file's rows. PostgreSQL when TEST_DATABASE_URL is set, else PGlite.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPgTestDb(url);
  return createDb({ pglite: await createPgliteFromTemplate() });
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

/** A PGlite instance loaded from the run's migrated template (in memory). */
export async function createPgliteFromTemplate(): Promise<PGlite> {
  const file = inject('pgliteTemplatePath');
  const blob = new Blob([fs.readFileSync(file)]);
  return PGlite.create({ ...pgliteOptions, loadDataDir: blob });
}
