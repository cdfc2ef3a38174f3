// The embedded database's own thread (started by db/pglite-thread.ts): PGlite runs its SQL here, so
// the server's event loop keeps answering requests while a query executes. Messages in:
// { id, sql, params }, { id, listen: channel }, { id, unlisten: channel } and { close: true }; out:
// { ready } or { failed }, then { id, rows, affectedRows } or { id, error } per message,
// { notice: channel, payload } for every NOTIFY on a channel listened to, and { closed } at the end.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options';
import { runStatement } from './pglite-statement';

type Request = { id: number } & ({ sql: string; params: unknown[] } | { listen: string } | { unlisten: string });

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

const unlisteners = new Map<string, () => Promise<void>>();

/** NOTIFY on the channel reaches the server's thread once the transaction commits. */
async function listen(channel: string) {
  if (unlisteners.has(channel)) return;
  unlisteners.set(channel, await pglite.listen(channel, (payload) => port.postMessage({ notice: channel, payload })));
}

async function unlisten(channel: string) {
  const stop = unlisteners.get(channel);
  unlisteners.delete(channel);
  await stop?.();
}

/** Everything the thread is asked, one at a time in the order asked: a statement owns the session until it is done. */
let queue: Promise<void> = Promise.resolve();

async function answer(message: Request) {
  try {
    if ('listen' in message) {
      await listen(message.listen);
      return port.postMessage({ id: message.id, rows: [] });
    }
    if ('unlisten' in message) {
      await unlisten(message.unlisten);
      return port.postMessage({ id: message.id, rows: [] });
    }
    const result = await runStatement(pglite, message.sql, message.params);
    port.postMessage({ id: message.id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (error) {
    port.postMessage({ id: message.id, error: errorFields(error) });
  }
}

port.on('message', (message: Request | { close: true }) => {
  if ('close' in message) {
    queue = queue.then(async () => {
      await pglite.close();
      port.postMessage({ closed: true });
      port.close();
    });
    return;
  }
  queue = queue.then(() => answer(message));
});
