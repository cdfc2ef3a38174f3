import superjson, { type SuperJSONResult } from 'superjson';

// superjson's answer for the values procedures return, in one walk. Answers are rows: plain objects
// and arrays of strings, numbers, booleans, nulls and Dates. superjson's own walk copies the path
// and the objects above it at every value and merges each level's annotations into its parent's,
// which for a page of 50 messages was a fifth of the server's work per request. This walk gives the
// same JSON text for such values and copies only what JSON would write differently: an object or
// array that holds an undefined, itself or further down. A Date stays where it is, as JSON writes
// it the way superjson does (its ISO text). Its annotations are a tree by key, which superjson's
// reader takes as it takes its own flat paths ("rows.0.at"), so no path is written out for every
// Date. Anything else (a Map, a Set, a bigint, NaN, an invalid Date, a class instance, an object or
// array inside itself, a hole in or a property on an array) and superjson itself serializes the
// whole value, so the browser's superjson reads every answer as before.

const NOT_PLAIN = Symbol('not plain');
type Annotation = readonly ['Date' | 'undefined'];
/** superjson's annotations as its reader takes them: one at a value, or a tree of them by key. */
type Annotations = Annotation | { [key: string]: Annotations };
// Shared by every answer: the reader only reads them, and answers are written out at once.
const DATE: Annotation = Object.freeze(['Date'] as const);
const UNDEFINED: Annotation = Object.freeze(['undefined'] as const);

/** superjson's path notation for a key: a dot or backslash in it escaped. */
function escapeKey(key: string): string {
  return key.includes('.') || key.includes('\\') ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key;
}

class PlainWalk {
  /** The objects and arrays the walk is inside of now, outermost first. */
  readonly #inside: object[] = [];
  /** The annotations of the value walked last, if it has any. */
  annotations: Annotations | undefined;

  /** The value as JSON is to write it: the value itself when JSON writes it as superjson does. */
  walk(value: unknown): unknown {
    this.annotations = undefined;
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return value;
      case 'number':
        // NaN, ±Infinity and -0 carry an annotation of their own.
        return Number.isFinite(value) && !Object.is(value, -0) ? value : NOT_PLAIN;
      case 'undefined':
        this.annotations = UNDEFINED;
        return null;
      case 'object':
        return value === null ? null : this.#object(value);
      default:
        return NOT_PLAIN;
    }
  }

  #object(value: object): unknown {
    const prototype = Object.getPrototypeOf(value);
    // JSON writes a Date as its toJSON gives it: the ISO text superjson writes. A Date met twice (a
    // project's creation as its card's date and as the moment a turn began) is written at each
    // place, and so is any other object met twice: the browser reads equal values where superjson
    // would have shared one, which no screen can tell apart, as answers are only read.
    if (prototype === Date.prototype) {
      if (Number.isNaN((value as Date).getTime())) return NOT_PLAIN;
      this.annotations = DATE;
      return value;
    }
    // An object inside itself has no JSON.
    if (this.#inside.includes(value)) return NOT_PLAIN;
    this.#inside.push(value);
    const json = Array.isArray(value)
      ? this.#array(value)
      : prototype === Object.prototype || prototype === null
        ? this.#plain(value as Record<string, unknown>)
        : NOT_PLAIN;
    this.#inside.pop();
    return json;
  }

  #plain(source: Record<string, unknown>): unknown {
    let copy: Record<string, unknown> | undefined;
    let annotations: Record<string, Annotations> | undefined;
    // Own keys only: the prototype is Object.prototype, which has no enumerable key, or none.
    for (const key in source) {
      // superjson refuses these keys as a prototype pollution risk; let it say so.
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') return NOT_PLAIN;
      const item = source[key];
      if (typeof item === 'string' || typeof item === 'boolean' || item === null) continue;
      const json = this.walk(item);
      if (json === NOT_PLAIN) return NOT_PLAIN;
      if (this.annotations) (annotations ??= {})[escapeKey(key)] = this.annotations;
      if (json !== item) (copy ??= { ...source })[key] = json;
    }
    this.annotations = annotations;
    return copy ?? source;
  }

  #array(value: unknown[]): unknown {
    // superjson writes every own key of an array: a hole has none, a property set on it is one more.
    if (Object.keys(value).length !== value.length) return NOT_PLAIN;
    let copy: unknown[] | undefined;
    let annotations: Record<number, Annotations> | undefined;
    for (let index = 0; index < value.length; index++) {
      const item = value[index];
      if (typeof item === 'string' || typeof item === 'boolean' || item === null) continue;
      const json = this.walk(item);
      if (json === NOT_PLAIN) return NOT_PLAIN;
      if (this.annotations) (annotations ??= {})[index] = this.annotations;
      if (json !== item) (copy ??= value.slice())[index] = json;
    }
    this.annotations = annotations;
    return copy ?? value;
  }
}

/** What `superjson.serialize(value)` gives as JSON text, walked once for plain values: the browser reads the same value. */
export function serializeForWire(value: unknown): SuperJSONResult {
  const walk = new PlainWalk();
  const json = walk.walk(value);
  if (json === NOT_PLAIN) return superjson.serialize(value);
  const values = walk.annotations as NonNullable<SuperJSONResult['meta']>['values'];
  return values ? { json: json as SuperJSONResult['json'], meta: { values, v: 1 } } : { json: json as SuperJSONResult['json'] };
}
