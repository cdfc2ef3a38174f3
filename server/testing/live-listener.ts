// A browser's live stream in a router test: subscribes through the real procedure (the access
// checks, the hub, the catch-up), collects what arrives, and hangs up like a closed tab.
import type { Services } from '@/server/services';
import type { LivePayload, SingleLivePayload } from '@/server/events/live-payloads';
import { callerFor } from './harness';

export interface LiveEvent {
  id: string | undefined;
  data: SingleLivePayload;
}

export interface LiveListener {
  received: LiveEvent[];
  /** The error that ended the stream (undefined while it is open or after it was closed normally). */
  readonly error: unknown;
  readonly ended: boolean;
  /** Waits until an event matches (default 3 s), and returns it. */
  waitFor(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Waits until the server ends the stream, and returns the error it ended with. */
  waitForEnd(timeoutMs: number): Promise<unknown>;
  close(): Promise<void>;
}

export async function listenLive(services: Services, user: { id: string }, input: { projectId?: string | null; lastEventId?: string }): Promise<LiveListener> {
  const controller = new AbortController();
  const caller = await callerFor(services, user, { signal: controller.signal });
  const stream = (await caller.live.events(input)) as AsyncIterable<unknown>;
  const received: LiveEvent[] = [];
  let error: unknown;
  let ended = false;
  const done = (async () => {
    try {
      for await (const item of stream) {
        // A tracked event is the tuple [id, data, marker].
        const [id, data] = Array.isArray(item) ? [item[0] as string, item[1] as LivePayload] : [undefined, item as LivePayload];
        // Events that reached the stream together arrive as one message: the test sees each.
        for (const single of data.kind === 'several' ? data.payloads : [data]) received.push({ id, data: single });
      }
    } catch (caught) {
      error = caught;
    } finally {
      ended = true;
    }
  })();

  async function poll<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const started = Date.now();
    for (;;) {
      const found = check();
      if (found !== undefined) return found;
      if (Date.now() - started > timeoutMs) throw new Error(`${what} not within ${timeoutMs} ms; received ${JSON.stringify(received)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return {
    received,
    get error() {
      return error;
    },
    get ended() {
      return ended;
    },
    waitFor: (match, timeoutMs = 3_000) => poll(() => received.find(match), timeoutMs, 'live event'),
    async waitForEnd(timeoutMs) {
      await poll(() => (ended ? true : undefined), timeoutMs, 'end of the stream');
      return error;
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
