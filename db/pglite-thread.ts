import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

// The embedded database in a thread of its own (db/pglite-worker.ts). PGlite executes SQL
// synchronously: on the server's event loop every query would stop every other request, so the
// default `npm start` would serve one thing at a time. Here the loop only sends SQL and receives
// rows. PGlite has one session, so a transaction's statements must never interleave with another
// request's: see the driver below.

interface Pending {
  resolve(result: { rows: unknown[]; affectedRows?: number }): void;
  reject(error: Error): void;
}

type WorkerMessage =
  | { ready: true }
  | { failed: Record<string, unknown> }
  | { closed: true }
  | { notice: string; payload: string }
  | { id: number; rows: unknown[]; affectedRows?: number }
  | { id: number; error: Record<string, unknown> };

/** A database error as PGlite raised it in the thread: message, code, constraint and the rest. */
function toError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

// Compiled, the thread's code is plain JavaScript beside this file (scripts/build-server.mjs). Run
// from the TypeScript sources (tsx, vitest), the thread first registers tsx's loader for itself.
function startWorker(dir: string): Worker {
  const workerData = { dir };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const loader = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(loader, { eval: true, workerData });
}

/** Listens for NOTIFY on a channel; resolves once listening, to the function that stops it. */
export type PgliteListen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface PgliteThread {
  dialect: Dialect;
  listen: PgliteListen;
  close(): Promise<void>;
}

/** Opens the PGlite data folder `dir` in its own thread; resolves once the database is ready. */
export async function startPgliteThread(dir: string): Promise<PgliteThread> {
  const worker = startWorker(dir);
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let stopped: Error | undefined;
  let closing: Promise<void> | undefined;
  let started = false;
  let onClosed = () => {};
  // NOTIFY arrives from the thread as { notice: channel, payload }, for every listener here on that channel.
  const listeners = new Map<string, Set<(payload: string) => void>>();

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) return resolve();
      if ('failed' in message) return reject(toError(message.failed));
      if ('closed' in message) return onClosed();
      if ('notice' in message) {
        for (const onPayload of listeners.get(message.notice) ?? []) onPayload(message.payload);
        return;
      }
      const request = pending.get(message.id);
      pending.delete(message.id);
      if ('error' in message) request?.reject(toError(message.error));
      else request?.resolve(message);
    });
    const stop = (error: Error) => {
      if (stopped) return;
      stopped = error;
      reject(error);
      for (const request of pending.values()) request.reject(error);
      pending.clear();
      // A database that stopped by itself does not come back: the process ends, so whoever runs it restarts it.
      if (started && !closing) process.nextTick(() => {
        throw error;
      });
    };
    worker.on('error', (error) => stop(new Error(`De ingebouwde database is gestopt: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => stop(new Error(`De ingebouwde database is gestopt (code ${code}).`)));
  });
  await ready;
  started = true;

  function send(message: { sql: string; params: readonly unknown[] } | { listen: string } | { unlisten: string }): Promise<{ rows: unknown[]; affectedRows?: number }> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...message });
    });
  }
  const query = (sql: string, params: readonly unknown[]) => send({ sql, params });

  const listen: PgliteListen = async (channel, onPayload) => {
    let onChannel = listeners.get(channel);
    if (!onChannel) {
      onChannel = new Set();
      listeners.set(channel, onChannel);
      await send({ listen: channel });
    }
    onChannel.add(onPayload);
    return async () => {
      onChannel.delete(onPayload);
      if (onChannel.size > 0 || listeners.get(channel) !== onChannel) return;
      listeners.delete(channel);
      // A closed database has no listeners left to remove.
      if (!stopped && !closing) await send({ unlisten: channel });
    };
  };

  // The thread runs what it is sent one statement at a time, in the order sent. Statements outside a
  // transaction are sent at once, without waiting for one another, so the thread always has the
  // next one at hand while this loop is busy. A transaction has the session to itself: its BEGIN
  // waits until the statements already sent are done, and everything else waits until its end.
  let transaction: DatabaseConnection | undefined;
  let running = 0;
  const whenIdle: (() => void)[] = [];
  const whenNoTransaction: (() => void)[] = [];
  /** Resumes everyone waiting now; whoever waits again joins the next round. */
  const wake = (waiters: (() => void)[]) => {
    for (const resume of waiters.splice(0)) resume();
  };

  async function run<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await query(compiled.sql, compiled.parameters);
    return { rows: result.rows as R[], ...(result.affectedRows ? { numAffectedRows: BigInt(result.affectedRows) } : {}) };
  }

  // Each check is followed by its claim in the same step (no await in between), so nothing can slip in.
  const noTransaction = () => new Promise<void>((resume) => whenNoTransaction.push(resume));

  function endTransaction(conn: DatabaseConnection) {
    if (transaction !== conn) return;
    transaction = undefined;
    wake(whenNoTransaction);
  }

  function newConnection(): DatabaseConnection {
    const connection: DatabaseConnection = {
      async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
        if (transaction === connection) return run<R>(compiled);
        while (transaction) await noTransaction();
        running++;
        try {
          return await run<R>(compiled);
        } finally {
          if (--running === 0) wake(whenIdle);
        }
      },
      async *streamQuery<R>(compiled: CompiledQuery, chunkSize: number) {
        const { rows } = await connection.executeQuery<R>(compiled);
        for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
      },
    };
    return connection;
  }

  const driver: Driver = {
    async init() {},
    async acquireConnection() {
      return newConnection();
    },
    async releaseConnection(conn: DatabaseConnection) {
      endTransaction(conn);
    },
    async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
      while (transaction) await noTransaction();
      transaction = conn;
      try {
        while (running > 0) await new Promise<void>((resume) => whenIdle.push(resume));
        const begin = settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin';
        await run(CompiledQuery.raw(begin));
      } catch (error) {
        endTransaction(conn);
        throw error;
      }
    },
    async commitTransaction(conn: DatabaseConnection) {
      try {
        await run(CompiledQuery.raw('commit'));
      } finally {
        endTransaction(conn);
      }
    },
    async rollbackTransaction(conn: DatabaseConnection) {
      try {
        await run(CompiledQuery.raw('rollback'));
      } finally {
        endTransaction(conn);
      }
    },
    async destroy() {},
  };

  const dialect: Dialect = {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
  };

  return {
    dialect,
    listen,
    close() {
      closing ??= stopped
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onClosed = resolve;
            worker.postMessage({ close: true });
          }).then(() => worker.terminate().then(() => undefined));
      return closing;
    },
  };
}
