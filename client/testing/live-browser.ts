// A browser's tRPC client in Node, with the browser's own link chain (client/lib/trpc-links.ts):
// live streams over SSE that reopen after a failure and carry their last event id.
import { createTRPCClient } from '@trpc/client';
import type { AppRouter } from '@/server/routers';
import { appLinks } from '@/client/lib/trpc-links';
import type { SingleLivePayload as LivePayload } from '@/server/events/live-payloads';
import { FetchEventSource } from './fetch-event-source';

export function browserClient(base: string, headers: { cookie: string; origin: string }) {
  return createTRPCClient<AppRouter>({ links: appLinks({ url: `${base}/trpc`, EventSource: FetchEventSource as never, headers }) });
}

export interface FollowedStream {
  received: LivePayload[];
  /** Resolves once the server has opened the stream. */
  started: Promise<void>;
  waitFor(match: (payload: LivePayload) => boolean, timeoutMs: number): Promise<number>;
  close(): void;
}

/** Follows `live.events` as an open page does. */
export function followLive(client: ReturnType<typeof browserClient>, input: { projectId?: string }): FollowedStream {
  const received: LivePayload[] = [];
  let markStarted: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const subscription = client.live.events.subscribe(input, {
    onStarted: () => markStarted(),
    onData: (event) => void received.push(...(event.data.kind === 'several' ? event.data.payloads : [event.data])),
  });
  return {
    received,
    started,
    async waitFor(match, timeoutMs) {
      const since = Date.now();
      while (!received.some(match)) {
        if (Date.now() - since > timeoutMs) throw new Error(`not within ${timeoutMs} ms; received ${JSON.stringify(received)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return Date.now() - since;
    },
    close: () => subscription.unsubscribe(),
  };
}
