import type { PgliteListen } from '@/db/pglite-thread';
import type { EventBus } from './event-bus';
import { deliverNotice } from './event-bus';

/** The embedded database delivers its NOTIFYs in process (or from its thread), after the transaction commits. */
export function createPgliteListener(listen: PgliteListen, channel: string): EventBus {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    kind: 'pglite',
    async start(handlers) {
      unlisten = await listen(channel, (payload) => deliverNotice(handlers, payload));
    },
    async close() {
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
