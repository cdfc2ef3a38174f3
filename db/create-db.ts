import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from './types';
import { acquireDataDirLock } from './data-dir-lock';

export type DbKind = 'postgres' | 'pglite';

/** Where a listener for NOTIFY connects: its own PostgreSQL connection, or the embedded database itself. */
export type ListenSource = { kind: 'postgres'; connectionString: string } | { kind: 'pglite'; pglite: PGlite };

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  listenSource: ListenSource;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DbConfig =
  | {
      databaseUrl: string;
      poolSize?: number;
      /** A connection broke (server restarted, network dropped); the pool replaces it by itself. */
      onConnectionError?: (error: Error) => void;
    }
  | { dataDir: string }
  | { pglite: PGlite };

const CONNECT_TIMEOUT_MS = 5_000;
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
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolSize ?? 10,
      types: pgTypes,
      // While PostgreSQL is away a request fails within seconds (503) instead of waiting on a socket.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // Without these listeners a connection that the server closes (a restart: 57P01) is an
    // unhandled 'error' event, which ends the process. Every client reports its own error, idle
    // or checked out; the pool re-emits an idle one's, already reported. Broken clients are
    // dropped by the pool, and the next query connects anew.
    pool.on('connect', (client) => client.on('error', (error) => config.onConnectionError?.(error)));
    pool.on('error', () => {});
    const db = kyselyFor(new PostgresDialect({ pool }));
    return handle(db, { kind: 'postgres', connectionString: config.databaseUrl }, async () => db.destroy());
  }
  if ('pglite' in config) {
    const db = kyselyFor(new PGliteDialect(config.pglite));
    return handle(db, { kind: 'pglite', pglite: config.pglite }, async () => db.destroy());
  }
  const dbDir = path.join(config.dataDir, 'db');
  fs.mkdirSync(dbDir, { recursive: true });
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(dbDir, { parsers: pgliteParsers });
    const db = kyselyFor(new PGliteDialect(pglite));
    return handle(db, { kind: 'pglite', pglite }, async () => {
      await db.destroy();
      lock.release();
    });
  } catch (error) {
    lock.release();
    throw error;
  }
}

function handle(db: Kysely<Database>, listenSource: ListenSource, close: () => Promise<void>): DbHandle {
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: listenSource.kind,
    listenSource,
    async ping() {
      await sql`select 1`.execute(db);
    },
    close() {
      closed ??= close();
      return closed;
    },
  };
}
