import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { callTRPCProcedure, getTRPCErrorFromUnknown, getTRPCErrorShape, isTrackedEnvelope, type AnyTRPCRouter, type inferRouterContext } from '@trpc/server';
import type { HTTPErrorHandler } from '@trpc/server/http';
import { getRequestInfo, isAbortError, type TRPCRequestInfo } from '@trpc/server/unstable-core-do-not-import';
import { eventData, isSharedAcrossStreams } from '@/server/trpc/transformer';

// A tRPC subscription as Server-Sent Events, in the format of tRPC's own (httpSubscriptionLink reads
// it): "connected" first, then each value as `data:` with its tracked `id:`, a "serialized-error"
// when the procedure fails, "return" when it ends. tRPC's own writer passes every event through
// four web streams, three pieces each and a promise per step: about 250 µs per event and open
// stream, so 500 streams on one thread kept a core busy at a message every 100 ms. Here an event
// is one write, and the bytes of an event that many streams send alike are made once.

/** The one subscription a GET request calls, as tRPC reads the request; undefined for anything else (a batch, a query). */
export async function subscriptionCall(router: AnyTRPCRouter, request: Request, path: string, maxBatchSize: number) {
  // Queries, the most common GETs, are told apart without reading the request twice.
  if ((router._def.procedures as Record<string, { _def?: { type?: string } } | undefined>)[path]?._def?.type !== 'subscription') return undefined;
  let info: TRPCRequestInfo;
  try {
    const url = new URL(request.url);
    info = await getRequestInfo({ req: request, path, router, searchParams: url.searchParams, headers: request.headers, url, maxBatchSize });
  } catch {
    return undefined;
  }
  const [call] = info.calls;
  return !info.isBatchCall && info.calls.length === 1 && call?.procedure?._def.type === 'subscription' ? { info, call } : undefined;
}

type SubscriptionCall = NonNullable<Awaited<ReturnType<typeof subscriptionCall>>>;

export interface EventStreamOptions<TRouter extends AnyTRPCRouter, TRequest> {
  router: TRouter;
  request: Request;
  call: SubscriptionCall;
  /** The Fastify request tRPC's error handler is given. */
  errorRequest: TRequest;
  createContext(info: TRPCRequestInfo): Promise<inferRouterContext<TRouter>>;
  onError: HTTPErrorHandler<TRouter, TRequest>;
}

const frame = (event: string | undefined, data: string, id?: string) =>
  `${event ? `event: ${event}\n` : ''}data: ${data}\n${id === undefined ? '' : `id: ${id}\n`}\n`;

/** The last event each shared payload went out in: 500 streams of one thread write the same bytes. */
const sharedFrames = new WeakMap<object, { id: string; bytes: Buffer }>();

function trackedFrame(id: string, payload: unknown): Buffer | string {
  if (!isSharedAcrossStreams(payload)) return frame(undefined, eventData(payload), id);
  const made = sharedFrames.get(payload);
  if (made?.id === id) return made.bytes;
  const bytes = Buffer.from(frame(undefined, eventData(payload), id));
  sharedFrames.set(payload, { id, bytes });
  return bytes;
}

/**
 * Answers the subscription on `reply` as an event stream. As tRPC does, the context and the
 * procedure's checks run before the headers go out (a renewed session cookie goes with them); a
 * refusal is the stream's error event. The browser going away ends the procedure's generator.
 */
export async function sendEventStream<TRouter extends AnyTRPCRouter, TRequest>(reply: FastifyReply, options: EventStreamOptions<TRouter, TRequest>) {
  const { router, request, call } = options;
  const config = router._def._config;
  const { path } = call.call;
  let ctx: inferRouterContext<TRouter> | undefined;
  let iterator: AsyncIterator<unknown> | undefined;
  let refusal: unknown;
  try {
    ctx = await options.createContext(call.info);
    const result = await callTRPCProcedure({ router, path, getRawInput: call.call.getRawInput, ctx, type: 'subscription', signal: request.signal, batchIndex: 0 });
    if (!result || typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] !== 'function') {
      throw new Error(`Subscription ${path} did not return an async iterable`);
    }
    iterator = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  } catch (cause) {
    refusal = cause;
  }

  let wanted: (() => void) | undefined;
  const body = new Readable({
    read: () => wanted?.(),
    destroy(error, callback) {
      wanted?.();
      void iterator?.return?.(undefined).catch(() => {});
      callback(error);
    },
  });
  /** Pushes one event; a promise to wait for while a slow reader has not taken what was sent before. */
  const send = (chunk: Buffer | string): Promise<void> | undefined => {
    if (body.destroyed || body.push(chunk)) return undefined;
    return new Promise<void>((resolve) => (wanted = resolve)).then(() => void (wanted = undefined));
  };
  const fail = async (cause: unknown) => {
    if (isAbortError(cause) || body.destroyed) return;
    const error = getTRPCErrorFromUnknown(cause);
    const input = call.call.result();
    options.onError({ error, path, input, ctx, req: options.errorRequest, type: 'subscription' });
    const shape = getTRPCErrorShape({ config, ctx, error, input, path, type: 'subscription' });
    await send(frame('serialized-error', eventData(shape)));
  };
  const pump = async () => {
    await send(frame('connected', JSON.stringify(config.sse?.client ?? {})));
    try {
      if (!iterator) throw refusal;
      for (;;) {
        const next = await iterator.next();
        if (next.done || body.destroyed) break;
        const value = next.value;
        const full = send(isTrackedEnvelope(value) ? trackedFrame(value[0], value[1]) : frame(undefined, eventData(value)));
        if (full) await full;
      }
      await send(frame('return', ''));
    } catch (cause) {
      await fail(cause);
    }
    if (!body.destroyed) body.push(null);
  };

  reply.code(200);
  reply.header('content-type', 'text/event-stream');
  reply.header('cache-control', 'no-cache, no-transform');
  reply.header('x-accel-buffering', 'no');
  reply.header('connection', 'keep-alive');
  reply.header('vary', 'trpc-accept, accept');
  void pump();
  return reply.send(body);
}
