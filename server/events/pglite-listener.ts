import type { PGlite } from '@electric-sql/pglite';
import type { EventBus } from './event-bus';
import { deliverNotice } from './event-bus';

/** The embedded database delivers its NOTIFYs in process, after the transaction commits. */
export function createPgliteListener(pglite: PGlite, channel: string): EventBus {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    kind: 'pglite',
    async start(handlers) {
      unlisten = await pglite.listen(channel, (payload) => deliverNotice(handlers, payload));
    },
    async close() {
      // A closed database has no listeners left to remove.
      if (!pglite.closed) await unlisten?.();
      unlisten = undefined;
    },
  };
}
