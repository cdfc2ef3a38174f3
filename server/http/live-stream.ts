import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import superjson from 'superjson';
import { getTRPCErrorFromUnknown, isTrackedEnvelope, type AnyTRPCRouter, type TRPCError } from '@trpc/server';
import { fastifyRequestHandler, type FastifyHandlerOptions } from '@trpc/server/adapters/fastify';

// Written in tRPC's writer format (httpSubscriptionLink reads it) from its public API only: tRPC's writer costs ~250 µs per event and
// open stream, here an event is one write. docs/decisions/trpc-adapter.md has the measurements and the way back.

/** The one subscription the browser opens; every other tRPC request goes through tRPC's adapter. */
export const LIVE_PROCEDURE = 'live.events';
export const LIVE_ROUTE = `/trpc/${LIVE_PROCEDURE}`;

export interface LiveStreamOptions<TContext, TRouter extends AnyTRPCRouter> {
  /** tRPC's adapter options, for the calls it answers itself (a refusal). */
  trpcOptions: FastifyHandlerOptions<TRouter, FastifyRequest, FastifyReply>;
  createContext(request: FastifyRequest, reply: FastifyReply): Promise<TContext>;
  /** The subscription's events, through tRPC's server-side caller (its middlewares and input parser). */
  subscribe(ctx: TContext, input: unknown, signal: AbortSignal): Promise<AsyncIterable<unknown>>;
  /** The error as the browser receives it: tRPC's shape through the router's error formatter. */
  shapeError(error: TRPCError, ctx: TContext, path: string): unknown;
  /** What tRPC tells the client in its "connected" event (the router's `sse.client`). */
  clientOptions: object;
  onError(options: { error: TRPCError; request: FastifyRequest }): void;
}

const SSE_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
  vary: 'trpc-accept, accept',
};

/** One event as tRPC writes it: each field on its line, then a blank line (tRPC adds one more). */
function sseFrame(fields: { event?: string; data: string; id?: string }): string {
  return `${fields.event === undefined ? '' : `event: ${fields.event}\n`}data: ${fields.data}\n${fields.id === undefined ? '' : `id: ${fields.id}\n`}\n\n`;
}

/** A yielded value as its event: `tracked(id, data)` carries its id. */
function valueFrame(value: unknown): string {
  if (isTrackedEnvelope(value)) return sseFrame({ data: JSON.stringify(superjson.serialize(value[1])), id: value[0] });
  return sseFrame({ data: JSON.stringify(superjson.serialize(value)) });
}

/** The input as tRPC reads a GET subscription's: superjson in `input`, the last event id merged in. */
function inputOf(request: FastifyRequest): unknown {
  const query = request.query as Record<string, string | string[] | undefined>;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const raw = first(query.input);
  let input: unknown = raw === undefined ? undefined : superjson.deserialize(JSON.parse(raw));
  const header = request.headers['last-event-id'];
  const lastEventId = (typeof header === 'string' ? header : undefined) ?? first(query.lastEventId) ?? first(query['Last-Event-Id']);
  if (lastEventId) input = typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...input, lastEventId } : (input ?? { lastEventId });
  return input;
}

/**
 * Streams only once the procedure accepted the call; anything else (a refusal, a batch) goes to tRPC's own handler. The context is
 * made as tRPC's adapter makes it, so a renewed session cookie goes out with the headers.
 */
export function registerLiveStreams<TContext, TRouter extends AnyTRPCRouter>(app: FastifyInstance, options: LiveStreamOptions<TContext, TRouter>): void {
  /** tRPC's own handler, with the context already made when there is one (one session read per request). */
  const byTrpc = (request: FastifyRequest, reply: FastifyReply, ctx?: TContext) =>
    fastifyRequestHandler({ ...options.trpcOptions, ...(ctx === undefined ? {} : { createContext: async () => ctx }), req: request, res: reply, path: LIVE_PROCEDURE });
  // HEAD goes to tRPC's route, which answers it without calling the procedure.
  app.get(LIVE_ROUTE, { exposeHeadRoute: false }, async (request, reply) => {
    if ('batch' in (request.query as object)) return byTrpc(request, reply);
    const closed = new AbortController();
    const abort = () => closed.abort();
    reply.raw.once('close', abort);
    if (request.raw.socket.destroyed) abort();
    let made: TContext | undefined;
    let started: { ctx: TContext; iterator: AsyncIterator<unknown> };
    try {
      const input = inputOf(request);
      const ctx = (made = await options.createContext(request, reply));
      started = { ctx, iterator: (await options.subscribe(ctx, input, closed.signal))[Symbol.asyncIterator]() };
    } catch {
      // Refused (signed out, no access, a bad input): tRPC's handler answers it, as it answers any call.
      reply.raw.off('close', abort);
      return byTrpc(request, reply, made);
    }
    const { ctx, iterator } = started;

    let wanted: (() => void) | undefined;
    const body = new Readable({
      read: () => wanted?.(),
      destroy(error, callback) {
        wanted?.();
        void iterator.return?.(undefined)?.catch(() => {});
        callback(error);
      },
    });
    /** Pushes one event; a promise to wait for while a slow reader has not taken what went before. */
    const send = (chunk: string): Promise<void> | undefined => {
      if (body.destroyed || body.push(chunk)) return undefined;
      return new Promise<void>((resolve) => (wanted = resolve)).then(() => void (wanted = undefined));
    };
    const pump = async () => {
      await send(sseFrame({ event: 'connected', data: JSON.stringify(options.clientOptions) }));
      try {
        for (;;) {
          const next = await iterator.next();
          if (next.done || body.destroyed) break;
          const full = send(valueFrame(next.value));
          if (full) await full;
        }
        await send(sseFrame({ event: 'return', data: '' }));
      } catch (cause) {
        if (!body.destroyed && !closed.signal.aborted) {
          const error = getTRPCErrorFromUnknown(cause);
          options.onError({ error, request });
          await send(sseFrame({ event: 'serialized-error', data: JSON.stringify(superjson.serialize(options.shapeError(error, ctx, LIVE_PROCEDURE))) }));
        }
      } finally {
        void iterator.return?.(undefined)?.catch(() => {});
      }
      if (!body.destroyed) body.push(null);
    };

    reply.code(200).headers(SSE_HEADERS);
    void pump().catch((error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))));
    return reply.send(body);
  });
}
