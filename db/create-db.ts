import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type KyselyConfig } from 'kysely';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from './types';
import { acquireDataDirLock } from './data-dir-lock';
import { startPgliteThread, type PgliteListen, type PgliteThread } from './pglite-thread';
import { CamelCaseColumnsClient, CamelCaseRowsPlugin } from './camel-case-rows';
import { WriteWatchPlugin, type WriteWatch } from './write-watch';
import { OID_TIMESTAMPTZ, parseTimestamptz } from './timestamptz';

export type DbKind = 'postgres' | 'pglite';

/** Where a listener for NOTIFY connects: its own PostgreSQL connection, or the embedded database (in this thread or its own). */
export type ListenSource = { kind: 'postgres'; connectionString: string } | { kind: 'pglite'; listen: PgliteListen };

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  listenSource: ListenSource;
  /** The tables this process's own statements write, as they are compiled (a transaction's too). */
  writes: WriteWatch;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DbConfig =
  | {
      databaseUrl: string;
      poolSize?: number;
      /** A connection broke (server restarted, network dropped); the pool replaces it by itself. */
      onConnectionError?: (error: Error) => void;
      /** Sees every statement with its parameters (the query-plan test reads them). */
      log?: KyselyConfig['log'];
    }
  | { dataDir: string }
  | { pglite: PGlite };

const CONNECT_TIMEOUT_MS = 5_000;
const OID_INT8 = 20;
const OID_DATE = 1082;

// Dates stay 'YYYY-MM-DD' strings (no time-zone shift); counts become numbers; moments are read
// without a regular expression (timestamptz.ts).
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === OID_DATE) return (value: string) => value;
    if (oid === OID_INT8) return (value: string) => Number(value);
    if (oid === OID_TIMESTAMPTZ && format !== 'binary') return parseTimestamptz;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;


function kyselyFor(dialect: KyselyConfig['dialect'], log?: KyselyConfig['log']) {
  const writes = new WriteWatchPlugin();
  // The watch comes after the case plugin, so it hears the tables' names as the database has them.
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCaseRowsPlugin(), writes], ...(log ? { log } : {}) });
  return { db, writes };
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
      Client: CamelCaseColumnsClient as unknown as typeof pg.Client,
    });
    // Without these listeners a connection that the server closes (a restart: 57P01) is an
    // unhandled 'error' event, which ends the process. Every client reports its own error, idle
    // or checked out; the pool re-emits an idle one's, already reported. Broken clients are
    // dropped by the pool, and the next query connects anew.
    pool.on('connect', (client) => client.on('error', (error) => config.onConnectionError?.(error)));
    pool.on('error', () => {});
    const { db, writes } = kyselyFor(new PostgresDialect({ pool }), config.log);
    return handle(db, writes, { kind: 'postgres', connectionString: config.databaseUrl }, async () => db.destroy());
  }
  if ('pglite' in config) {
    const { db, writes } = kyselyFor(new PGliteDialect(config.pglite));
    const { pglite } = config;
    const listen: PgliteListen = async (channel, onPayload) => {
      const stop = await pglite.listen(channel, onPayload);
      // A closed database has no listeners left to remove.
      return async () => (pglite.closed ? undefined : stop());
    };
    return handle(db, writes, { kind: 'pglite', listen }, async () => db.destroy());
  }
  const opening = preopened.get(config.dataDir) ?? openEmbedded(config.dataDir);
  preopened.delete(config.dataDir);
  const { thread, lock } = await opening;
  const { db, writes } = kyselyFor(thread.dialect);
  return handle(db, writes, { kind: 'pglite', listen: thread.listen }, async () => {
    await db.destroy();
    await thread.close();
    lock.release();
  });
}

interface EmbeddedOpening {
  thread: PgliteThread;
  lock: { release(): void };
}

/** The data folder's lock, then the database in its own thread, so a query never holds up the server's event loop. */
async function openEmbedded(dataDir: string): Promise<EmbeddedOpening> {
  const dbDir = path.join(dataDir, 'db');
  fs.mkdirSync(dbDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    return { thread: await startPgliteThread(dbDir), lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}

const preopened = new Map<string, Promise<EmbeddedOpening>>();

/**
 * Starts opening the embedded database in `dataDir` now, on its thread, while the rest of the
 * server is still loading (a second or two each); createDb({ dataDir }) takes it over, and
 * reports its failure, if any.
 */
export function preopenEmbedded(dataDir: string): void {
  const opening = openEmbedded(dataDir);
  opening.catch(() => {}); // Reported by createDb.
  preopened.set(dataDir, opening);
}

function handle(db: Kysely<Database>, writes: WriteWatch, listenSource: ListenSource, close: () => Promise<void>): DbHandle {
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: listenSource.kind,
    listenSource,
    writes,
    async ping() {
      await sql`select 1`.execute(db);
    },
    close() {
      closed ??= close();
      return closed;
    },
  };
}
