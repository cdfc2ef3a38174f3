import type { ListenSource } from '@/db/create-db';
import { LIVE_EVENTS_CHANNEL } from '@/db/queries/live-events';
import type { EventBus, EventBusOptions } from './listener';
import { createPgliteListener } from './pglite-listener';
import { createPostgresListener } from './postgres-listener';

// Tells this process which live events any instance committed: on PostgreSQL through one dedicated LISTEN connection per process
// (re-established after a database restart); on the embedded PGlite through the database's own notifications.

export function createEventBus(source: ListenSource, options: EventBusOptions): EventBus {
  if (source.kind === 'pglite') return createPgliteListener(source.listen, LIVE_EVENTS_CHANNEL);
  return createPostgresListener(source.connectionString, LIVE_EVENTS_CHANNEL, options);
}
