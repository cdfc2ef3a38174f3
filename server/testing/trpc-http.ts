import type { LightMyRequestResponse } from 'fastify';
import superjson from 'superjson';

// tRPC over HTTP speaks superjson both ways: tests that call /trpc with `inject` go through these.

/** The body of a POST (mutation) or the `input` of a GET, as the browser's tRPC client sends it. */
export function trpcInput(input: unknown) {
  return superjson.serialize(input);
}

/** A batch body: operation index → input. */
export function trpcBatchInput(inputs: unknown[]) {
  return Object.fromEntries(inputs.map((input, index) => [index, superjson.serialize(input)]));
}

/** `?input=` of a GET. */
export function trpcQueryString(input: unknown): string {
  return `input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
}

type Envelope = { result?: { data: unknown }; error?: unknown };

function unwrap(envelope: Envelope) {
  if (envelope.error !== undefined) return { error: superjson.deserialize(envelope.error as never) as TrpcErrorShape };
  return { data: superjson.deserialize(envelope.result!.data as never) };
}

export interface TrpcErrorShape {
  message: string;
  data: { code: string; httpStatus: number; stack?: string; zodError?: { fieldErrors: Record<string, string[]> } | null };
}

/** The decoded answer of a single (non-batch) call: `data` or `error`. */
export function trpcResponse(response: LightMyRequestResponse): { data?: unknown; error?: TrpcErrorShape } {
  return unwrap(response.json() as Envelope);
}

/** The decoded answers of a batch call, in order. */
export function trpcBatchResponse(response: LightMyRequestResponse): { data?: unknown; error?: TrpcErrorShape }[] {
  return (response.json() as Envelope[]).map(unwrap);
}
