import superjson, { type SuperJSONResult } from 'superjson';

// superjson both ways, with one exception for the live streams: a payload that hundreds of open
// streams send unchanged (a new message on a busy thread) is serialized once, not once per stream.

const serializedOnce = new WeakMap<object, SuperJSONResult>();

/** Freezes a payload that many streams will send as it is, and serializes it now, once. */
export function shareAcrossStreams<T extends object>(payload: T): T {
  serializedOnce.set(payload, superjson.serialize(payload));
  return Object.freeze(payload);
}

export const transformer = {
  input: superjson,
  output: {
    serialize: (value: unknown) => (value !== null && typeof value === 'object' && serializedOnce.get(value)) || superjson.serialize(value),
    deserialize: superjson.deserialize,
  },
};
