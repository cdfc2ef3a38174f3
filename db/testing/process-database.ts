import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DbConfig } from '@/db/create-db';
import { pgliteOptions } from '@/db/pglite-options';
import { createPgTestDatabase, templateDataDir } from './test-db';

/** The database a test's server or CLI process works on, as the run's migrated template left it. */
export interface ProcessDatabase {
  /** The process's DATABASE_URL: a PostgreSQL copy of the template, or '' for the embedded database of its DATA_DIR. */
  databaseUrl: string;
  /** The same database for the test itself (createDb). */
  config: DbConfig;
  drop(): Promise<void>;
}

/**
 * With TEST_DATABASE_URL a fresh PostgreSQL database; otherwise `dataDir`'s embedded one (db/, as createDb({ dataDir }) opens it),
 * copied from the template so the process neither creates a cluster nor migrates, which costs a spawned process seconds.
 */
export async function createProcessDatabase(dataDir: string): Promise<ProcessDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createPgTestDatabase(serverUrl);
    return { databaseUrl: database.url, config: { databaseUrl: database.url, poolSize: 2 }, drop: database.drop };
  }
  const pglite = await PGlite.create({ ...pgliteOptions, dataDir: path.join(dataDir, 'db'), loadDataDir: templateDataDir() });
  await pglite.close();
  return { databaseUrl: '', config: { dataDir }, drop: async () => {} };
}
