// The embedded database's own thread (started by db/pglite-thread.ts): PGlite runs its SQL here, so
// the server's event loop keeps answering requests while a query executes. Messages in:
// { id, sql, params } and { close: true }; out: { ready } or { failed }, then { id, rows, affectedRows }
// or { id, error } per query, and { closed } at the end.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options';

interface QueryMessage {
  id: number;
  sql: string;
  params: unknown[];
}

const port = parentPort!;

/** What a database error says, as plain data (a thread boundary drops an Error's own fields). */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...Object.fromEntries(Object.entries(error)), name: error.name, message: error.message };
}

let pglite: PGlite;
try {
  pglite = await PGlite.create((workerData as { dir: string }).dir, pgliteOptions);
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: errorFields(error) });
  process.exit(1);
}

port.on('message', async (message: QueryMessage | { close: true }) => {
  if ('close' in message) {
    await pglite.close();
    port.postMessage({ closed: true });
    port.close();
    return;
  }
  try {
    const result = await pglite.query(message.sql, message.params);
    port.postMessage({ id: message.id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (error) {
    port.postMessage({ id: message.id, error: errorFields(error) });
  }
});
