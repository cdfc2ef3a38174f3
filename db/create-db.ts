import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from './types';
import { acquireDataDirLock } from './data-dir-lock';

export type DbKind = 'postgres' | 'pglite';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DbConfig =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  | { pglite: PGlite };

const OID_INT8 = 20;
const OID_DATE = 1082;

// Dates stay 'YYYY-MM-DD' strings (no time-zone shift); counts become numbers.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === OID_DATE) return (value: string) => value;
    if (oid === OID_INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export const pgliteParsers = { [OID_DATE]: (value: string) => value };

function kyselyFor(dialect: ConstructorParameters<typeof Kysely<Database>>[0]['dialect']) {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

export async function createDb(config: DbConfig): Promise<DbHandle> {
  if ('databaseUrl' in config) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10, types: pgTypes });
    const db = kyselyFor(new PostgresDialect({ pool }));
    return handle(db, 'postgres', async () => db.destroy());
  }
  if ('pglite' in config) {
    const db = kyselyFor(new PGliteDialect(config.pglite));
    return handle(db, 'pglite', async () => db.destroy());
  }
  const dbDir = path.join(config.dataDir, 'db');
  fs.mkdirSync(dbDir, { recursive: true });
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(dbDir, { parsers: pgliteParsers });
    const db = kyselyFor(new PGliteDialect(pglite));
    return handle(db, 'pglite', async () => {
      await db.destroy();
      lock.release();
    });
  } catch (error) {
    lock.release();
    throw error;
  }
}

function handle(db: Kysely<Database>, kind: DbKind, close: () => Promise<void>): DbHandle {
  let closed: Promise<void> | undefined;
  return {
    db,
    kind,
    async ping() {
      await sql`select 1`.execute(db);
    },
    close() {
      closed ??= close();
      return closed;
    },
  };
}
