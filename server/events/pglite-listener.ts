import type { PgliteListen } from '@/db/create-db';
import type { EventBus, EventBusHandlers } from './listener';
import { deliverNotice } from './listener';

/** The embedded database delivers its NOTIFYs in process, after the transaction commits. */
export function createPgliteListener(listen: PgliteListen, channel: string): EventBus {
  let unlisten: (() => Promise<void>) | undefined;
  let heard: EventBusHandlers | undefined;
  return {
    kind: 'pglite',
    async start(handlers) {
      heard = handlers;
      unlisten = await listen(channel, (payload) => deliverNotice(handlers, payload));
      handlers.onListening?.();
    },
    async close() {
      heard?.onLost?.();
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
