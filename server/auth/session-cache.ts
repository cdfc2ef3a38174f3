import type { WriteWatch } from '@/db/write-watch';
import type { EventBus, EventBusHandlers } from '@/server/events/event-bus';

// The sessions this process has just checked, so that a signed-in request need not ask the
// database who holds its cookie each time. A kept session is only ever used to let a request
// through; anything that ends, renews or refuses a session reads it from the database again.
//
// It is forgotten:
// - when this process writes sessions, users or roles itself (all of them, before the statement
//   runs and again once it has run, so a read racing the write is not kept either);
// - when the database announces a change to that account, made by any instance or command
//   (the triggers of the account-change migration);
// - after a minute, whatever happens.
// While notifications cannot reach this process (before the listener is up, while its connection is
// away), nothing is kept, and every request asks the database.

const KEEP_MS = 60_000;
const MAX_KEPT = 20_000;
/** The tables whose rows a session check reads. */
const ACCOUNT_TABLES: ReadonlySet<string> = new Set(['sessions', 'users', 'user_roles']);

interface Kept<Row> {
  row: Row;
  userId: string;
  keptAt: number;
}

export interface SessionCache<Row extends { userId: string }> {
  /** The row read for this session moments ago, if it may still be trusted. */
  get(sessionId: string): Row | undefined;
  /**
   * Reads the session's row from the database and keeps it, unless an account changed while it
   * was being read (the row may predate that change) or `keep` says no.
   */
  read(sessionId: string, load: () => Promise<Row | undefined>, keep: (row: Row) => boolean): Promise<Row | undefined>;
  /** Forgets one session (this process is about to change it, or found it due for a change). */
  forget(sessionId: string): void;
  /** Runs the compilation of a write this cache accounts for itself (a session's renewal). */
  unheard<T>(compile: () => T): T;
  /** The bus, passing the database's account notices and the listener's state to this cache too. */
  listeningTo(bus: EventBus): EventBus;
}

export function createSessionCache<Row extends { userId: string }>(writes: WriteWatch, now: () => number = Date.now): SessionCache<Row> {
  const kept = new Map<string, Kept<Row>>();
  const byUser = new Map<string, Set<string>>();
  let listening = false;
  /** Moves on with every change heard: a read that started before one is not kept. */
  let generation = 0;

  function forget(sessionId: string) {
    const entry = kept.get(sessionId);
    if (!entry) return;
    kept.delete(sessionId);
    const sessions = byUser.get(entry.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) byUser.delete(entry.userId);
  }

  function forgetAll() {
    generation++;
    kept.clear();
    byUser.clear();
  }

  function forgetUser(userId: string) {
    generation++;
    for (const sessionId of byUser.get(userId) ?? []) kept.delete(sessionId);
    byUser.delete(userId);
  }

  writes.onWrite((table) => {
    if (ACCOUNT_TABLES.has(table)) forgetAll();
  });

  return {
    get(sessionId) {
      const entry = kept.get(sessionId);
      if (!entry) return undefined;
      if (now() - entry.keptAt >= KEEP_MS) {
        forget(sessionId);
        return undefined;
      }
      return entry.row;
    },
    async read(sessionId, load, keep) {
      const startedAt = generation;
      const row = await load();
      if (!row || !listening || generation !== startedAt || !keep(row)) return row;
      if (kept.size >= MAX_KEPT) forgetAll();
      forget(sessionId);
      kept.set(sessionId, { row, userId: row.userId, keptAt: now() });
      const sessions = byUser.get(row.userId) ?? new Set<string>();
      byUser.set(row.userId, sessions.add(sessionId));
      return row;
    },
    forget,
    unheard: (compile) => writes.unheard(compile),
    listeningTo(bus) {
      return {
        kind: bus.kind,
        start(handlers: EventBusHandlers) {
          return bus.start({
            ...handlers,
            onAccountChanged(userId) {
              forgetUser(userId);
              handlers.onAccountChanged?.(userId);
            },
            onListening() {
              // What was kept before may have changed while nobody listened.
              forgetAll();
              listening = true;
              handlers.onListening?.();
            },
            onLost() {
              listening = false;
              forgetAll();
              handlers.onLost?.();
            },
          });
        },
        close: () => bus.close(),
      };
    },
  };
}
