import fs from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createDb, pgliteParsers, type DbHandle } from '@/db/create-db';
import { PG_TEMPLATE_DB, withDatabase } from './pg-urls';

let counter = 0;

/**
 * A fresh, migrated database for one test file: a copy of the run's template, so no
 * test sees another file's rows. PostgreSQL when TEST_DATABASE_URL is set, else PGlite.
 */
export async function createTestDb(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPgTestDb(url);
  const file = inject('pgliteTemplatePath');
  const blob = new Blob([fs.readFileSync(file)]);
  const pglite = await PGlite.create({ loadDataDir: blob, parsers: pgliteParsers });
  return createDb({ pglite });
}

async function createPgTestDb(url: string): Promise<DbHandle> {
  const name = `kp_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  await admin.end();
  const handle = await createDb({ databaseUrl: withDatabase(url, name), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
