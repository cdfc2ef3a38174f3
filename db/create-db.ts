import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type Driver, type KyselyConfig } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from './types';
import { acquireDataDirLock } from './data-dir-lock';
import { namedStatementPool } from './named-statements';
import { PLANNER_SETTINGS, pgliteOptions } from './pglite-options';

export type DbKind = 'postgres' | 'pglite';

/** Listens for NOTIFY on a channel; resolves once listening, to the function that stops it. */
export type PgliteListen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/** Where a listener for NOTIFY connects: its own PostgreSQL connection, or the embedded database. */
export type ListenSource = { kind: 'postgres'; connectionString: string } | { kind: 'pglite'; listen: PgliteListen };

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
      /** Sees every statement with its parameters (the query-plan test reads them). */
      log?: KyselyConfig['log'];
    }
  | { dataDir: string }
  | { pglite: PGlite };

const CONNECT_TIMEOUT_MS = 5_000;
const OID_INT8 = 20;
const OID_DATE = 1082;

// Dates stay 'YYYY-MM-DD' strings (no time-zone shift) and counts become numbers, as the embedded
// database gives them (pglite-options.ts); every other type, timestamptz included, is pg's own.
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === OID_DATE) return (value: string) => value;
    if (oid === OID_INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

function kyselyFor(dialect: KyselyConfig['dialect'], log?: KyselyConfig['log']): Kysely<Database> {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()], ...(log ? { log } : {}) });
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
      options: PLANNER_SETTINGS.join(' '),
    });
    // Without these listeners a connection the server closes (a restart: 57P01) is an unhandled 'error' event that ends the process.
    // Each client reports its own error; the pool's re-emit of an idle one's is already reported, and the pool drops broken clients.
    pool.on('connect', (client) => client.on('error', (error) => config.onConnectionError?.(error)));
    pool.on('error', () => {});
    const db = kyselyFor(new PostgresDialect({ pool: namedStatementPool(pool) }), config.log);
    return handle(db, { kind: 'postgres', connectionString: config.databaseUrl }, () => db.destroy());
  }
  if ('pglite' in config) return embeddedHandle(config.pglite, async () => {});
  const opening = preopened.get(config.dataDir) ?? openEmbedded(config.dataDir);
  preopened.delete(config.dataDir);
  const { pglite, lock } = await opening;
  return embeddedHandle(pglite, async () => lock.release());
}

/**
 * PGlite runs on the server's thread and answers without a turn of the event loop, so a job's statements in a row would keep
 * requests waiting unread: each statement (or transaction) first lets the event loop take in what has arrived.
 */
class TurnTakingPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    return {
      init: () => driver.init(),
      acquireConnection: async () => {
        await nextTurn();
        return driver.acquireConnection();
      },
      beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      releaseConnection: (connection) => driver.releaseConnection(connection),
      destroy: () => driver.destroy(),
    };
  }
}

function embeddedHandle(pglite: PGlite, afterClose: () => Promise<void>): DbHandle {
  const db = kyselyFor(new TurnTakingPGliteDialect(pglite));
  const listen: PgliteListen = async (channel, onPayload) => {
    const stop = await pglite.listen(channel, onPayload);
    // A closed database has no listeners left to remove.
    return async () => (pglite.closed ? undefined : stop());
  };
  // Destroying the Kysely instance closes the database too (the dialect's driver does). PGlite's
  // close sets process.exitCode to 0, so a command that failed before closing would exit as a success.
  return handle(db, { kind: 'pglite', listen }, async () => {
    const exitCode = process.exitCode;
    await db.destroy();
    process.exitCode = exitCode;
    await afterClose();
  });
}

interface EmbeddedOpening {
  pglite: PGlite;
  lock: { release(): void };
}

/** The data folder's lock (one process per folder), then the database in it. */
async function openEmbedded(dataDir: string): Promise<EmbeddedOpening> {
  const dbDir = path.join(dataDir, 'db');
  fs.mkdirSync(dbDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    return { pglite: await PGlite.create(dbDir, pgliteOptions), lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}

const preopened = new Map<string, Promise<EmbeddedOpening>>();

/**
 * Starts opening the embedded database in `dataDir` now, while the rest of the server is still
 * loading; createDb({ dataDir }) takes it over, and reports its failure, if any.
 */
export function preopenEmbedded(dataDir: string): void {
  const opening = openEmbedded(dataDir);
  opening.catch(() => {}); // Reported by createDb.
  preopened.set(dataDir, opening);
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
