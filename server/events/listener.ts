import type { FastifyBaseLogger } from 'fastify';
import type { ListenSource } from '@/db/create-db';
import { liveEventFromNotice, type LiveEventRow } from '@/db/queries/live-events';

// What a listener of live events offers and hears, on either database.

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

/** Hands a NOTIFY payload on as an event; anything else on the channel is ignored. */
export function deliverNotice(handlers: EventBusHandlers | undefined, payload: string | undefined): void {
  const event = liveEventFromNotice(payload);
  if (event) handlers?.onEvents([event]);
}
