import type { FastifyBaseLogger } from 'fastify';
import type { ListenSource } from '@/db/create-db';
import { LIVE_EVENTS_CHANNEL, liveEventFromNotice, type LiveEventRow } from '@/db/queries/live-events';
import { createPgliteListener } from './pglite-listener';
import { createPostgresListener } from './postgres-listener';

// The event bus: tells this process which live events were committed, by any instance on the
// database. On PostgreSQL one dedicated LISTEN connection per process (re-established after a
// restart of the database); on the embedded PGlite the database's own notifications.

export interface EventBusHandlers {
  /** Live events that were just committed. */
  onEvents(events: LiveEventRow[]): void;
  /**
   * The listener was away and is back: notifications sent meanwhile are lost, so the listener
   * catches up from the table. `aliveAt`: the database's time when the connection was last known good.
   */
  onReconnected(aliveAt: Date | null): void;
  /** Notifications reach this process (again), from now on. */
  onListening?(): void;
  /** Notifications no longer reach this process, until onListening. */
  onLost?(): void;
}

export interface EventBus {
  readonly kind: ListenSource['kind'];
  start(handlers: EventBusHandlers): Promise<void>;
  close(): Promise<void>;
}

export interface EventBusOptions {
  log: FastifyBaseLogger;
  /** How often the PostgreSQL listener checks its connection (a dead one is replaced). */
  healthCheckMs?: number;
}

export function createEventBus(source: ListenSource, options: EventBusOptions): EventBus {
  if (source.kind === 'pglite') return createPgliteListener(source.listen, LIVE_EVENTS_CHANNEL);
  return createPostgresListener(source.connectionString, LIVE_EVENTS_CHANNEL, options);
}

/** Hands a NOTIFY payload on as an event; anything else on the channel is ignored. */
export function deliverNotice(handlers: EventBusHandlers | undefined, payload: string | undefined): void {
  const event = liveEventFromNotice(payload);
  if (event) handlers?.onEvents([event]);
}
