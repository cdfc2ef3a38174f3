import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createDb } from '@/db/create-db';
import { pgliteOptions } from '@/db/pglite-options';
import { migrateToLatest } from '@/db/migrator';
import { PG_TEMPLATE_DB, withDatabase } from './pg-urls';
import { schemaFingerprint, templateResetSql } from './template-state';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    /** Takes a reused embedded database back to the template's rows (template-state.ts). */
    pgliteTemplateReset: string;
    /** The template's schema: a reused database that no longer has it is not reused. */
    pgliteTemplateFingerprint: string;
  }
}

/**
 * Migrates one template database for the whole run: a PGlite data-dir dump that every
 * test file loads, or (with TEST_DATABASE_URL) a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const handle = await createDb({ databaseUrl: withDatabase(url, PG_TEMPLATE_DB), poolSize: 1 });
    await migrateToLatest(handle.db);
    await handle.close();
    project.provide('pgliteTemplatePath', '');
    project.provide('pgliteTemplateReset', '');
    project.provide('pgliteTemplateFingerprint', '');
    return;
  }
  const pglite = await PGlite.create(pgliteOptions);
  const handle = await createDb({ pglite });
  await migrateToLatest(handle.db);
  project.provide('pgliteTemplateReset', await templateResetSql(pglite));
  project.provide('pgliteTemplateFingerprint', await schemaFingerprint(pglite));
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kp-template-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
