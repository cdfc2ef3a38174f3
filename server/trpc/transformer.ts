import superjson from 'superjson';
import { serializeForWire } from './wire-json';

// superjson both ways; answers are written in superjson's format by one walk (wire-json.ts). For
// the live streams, a payload that hundreds of open streams send unchanged (a new message on a busy
// thread) is serialized once, not once per stream.

const textOnce = new WeakMap<object, string>();

/** Freezes a payload that many streams will send as it is, and serializes it now, once. */
export function shareAcrossStreams<T extends object>(payload: T): T {
  textOnce.set(payload, JSON.stringify(serializeForWire(payload)));
  return Object.freeze(payload);
}

export function isSharedAcrossStreams(value: unknown): value is object {
  return value !== null && typeof value === 'object' && textOnce.has(value);
}

/** A value as one event of a live stream carries it: superjson's JSON text (a shared payload's from the first time). */
export function eventData(value: unknown): string {
  return (value !== null && typeof value === 'object' && textOnce.get(value)) || JSON.stringify(serializeForWire(value));
}

export const transformer = {
  input: superjson,
  output: { serialize: serializeForWire, deserialize: superjson.deserialize },
};
