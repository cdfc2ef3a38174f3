import { httpBatchLink, httpLink, httpSubscriptionLink, retryLink, splitLink, type TRPCLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@/server/routers';
import { travelsAlone } from '@/src/limited-procedures';

// How the browser reaches the server: live streams over Server-Sent Events, auth.* and quote.* one call per
// request, everything else batched. Tests of several instances use the same chain in Node.

type EventSourceConstructor = NonNullable<Parameters<typeof httpSubscriptionLink>[0]['EventSource']>;

export interface AppLinkOptions {
  /** '/trpc' in the browser; an absolute address in Node. */
  url: string;
  /** The browser's own EventSource by default. */
  EventSource?: EventSourceConstructor;
  /** What a browser sends by itself (the cookie, the origin), for Node. */
  headers?: Record<string, string>;
}

/** Refusals a reconnect cannot mend: signed out, another role, no access, a bad input. */
const FINAL_STATUSES = new Set([400, 401, 403, 404]);

/**
 * A restarting server answers 502 or 503 for a moment, so a stream reopens after 1, 2, 4 … up to 10 s with its last event id,
 * losing nothing. A stream whose session or access ended stays closed; the page decides what to do.
 */
export function reopenLiveStream({ error, attempts }: { error: { data?: { httpStatus?: number } | null }; attempts: number }): boolean {
  const status = error.data?.httpStatus;
  return attempts < 1_000 && (status === undefined || !FINAL_STATUSES.has(status));
}

export const liveStreamDelayMs = (attempt: number) => Math.min(1_000 * 2 ** (attempt - 1), 10_000);

export function appLinks({ url, EventSource, headers }: AppLinkOptions): TRPCLink<AppRouter>[] {
  // The server refuses auth.* and quote.* in a batch and batches of more than 10 operations (its rate limits count operations).
  const requests = splitLink<AppRouter>({
    condition: (op) => travelsAlone(op.path),
    true: httpLink({ url, transformer: superjson, headers }),
    false: httpBatchLink({ url, transformer: superjson, maxItems: 10, headers }),
  });
  return [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: [
        retryLink({ retry: reopenLiveStream, retryDelayMs: liveStreamDelayMs }),
        httpSubscriptionLink({
          url,
          transformer: superjson,
          ...(EventSource ? { EventSource } : {}),
          ...(headers ? { eventSourceOptions: { headers } } : {}),
        }),
      ],
      false: requests,
    }),
  ];
}
