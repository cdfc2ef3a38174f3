import { afterEach, describe, expect, it, vi } from 'vitest';
import superjson, { type SuperJSONResult } from 'superjson';
import { serializeForWire } from './wire-json';

// The browser reads every answer with superjson: the one-walk serialization must give what
// superjson.serialize gives, for the plain values it handles itself and for everything it hands on.

/** A small seeded generator, so a failure names a value that can be made again. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const KEYS = ['id', 'createdAt', 'a.b', 'x\\y', '0', '1', '10', 'naam', ''] as const;
const LEAVES = [
  () => 'Bakkerij Visser',
  () => '',
  () => 'a.b\\c',
  () => 42,
  () => 0,
  () => -7.25,
  () => true,
  () => false,
  () => null,
  () => undefined,
  () => new Date('2026-03-29T01:30:00.000Z'),
  () => new Date(0),
] as const;

/** Plain objects, arrays, strings, numbers, booleans, nulls, undefineds and Dates, as answers hold them. */
function plainValue(rng: ReturnType<typeof random>, depth = 0): unknown {
  const kind = depth >= 4 ? 0 : rng.next();
  if (kind < 0.5) return rng.pick(LEAVES)();
  if (kind < 0.75) return Array.from({ length: Math.floor(rng.next() * 5) }, () => plainValue(rng, depth + 1));
  const object: Record<string, unknown> = {};
  for (let k = Math.floor(rng.next() * 5); k > 0; k--) object[rng.pick(KEYS)] = plainValue(rng, depth + 1);
  return object;
}

class Money {
  constructor(readonly cents: number) {}
}

/** Values that only superjson itself can write. */
const NOT_PLAIN: Record<string, () => unknown> = {
  NaN: () => NaN,
  'minus zero': () => -0,
  infinity: () => -Infinity,
  bigint: () => 10n,
  map: () => new Map([['a', new Date(0)]]),
  set: () => new Set([1, 2]),
  'invalid date': () => new Date(Number.NaN),
  'regular expression': () => /bakker/i,
  error: () => new Error('mis'),
  'class instance': () => new Money(3000),
  'sparse array': () => [1, , 3], // eslint-disable-line no-sparse-arrays
  'property on an array': () => Object.assign([1, 2], { at: new Date(0) }),
  'object inside itself': () => {
    const step: Record<string, unknown> = { id: 1 };
    step.next = { previous: step };
    return step;
  },
  'array inside itself': () => {
    const steps: unknown[] = [1];
    steps.push({ all: steps });
    return steps;
  },
  symbol: () => Symbol('x'),
  function: () => () => 1,
};

/**
 * Every annotation as "path type", in superjson's path notation, sorted: superjson writes flat paths
 * ("rows.0.at"), the one walk a tree by key; its reader takes either.
 */
function annotatedPaths(written: SuperJSONResult): string[] {
  const paths: string[] = [];
  const visit = (tree: unknown, keys: string[]) => {
    if (Array.isArray(tree)) paths.push(`${keys.join('.')} ${String(tree[0])}`.trimStart());
    else for (const [key, child] of Object.entries(tree as object)) visit(child, [...keys, key]);
  };
  if (written.meta?.values) visit(written.meta.values, []);
  return paths.sort();
}

describe('serializeForWire', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes plain answers as superjson does, in its own walk', () => {
    const serialize = vi.spyOn(superjson, 'serialize');
    for (let seed = 1; seed <= 2000; seed++) {
      const value = plainValue(random(seed));
      const expected = superjson.serialize(value);
      serialize.mockClear();
      const written = serializeForWire(value);
      expect(serialize, `seed ${seed}`).not.toHaveBeenCalled();
      expect(JSON.stringify(written.json), `seed ${seed}`).toBe(JSON.stringify(expected.json));
      expect(Boolean(written.meta), `seed ${seed}`).toBe(Boolean(expected.meta));
      expect(annotatedPaths(written), `seed ${seed}`).toEqual(annotatedPaths(expected));
      expect(superjson.deserialize(JSON.parse(JSON.stringify(written))), `seed ${seed}`).toEqual(value);
    }
  });

  it('reads back Dates, undefined fields and keys with dots where they were', () => {
    const at = new Date('2026-10-25T00:30:00.000Z');
    const answer = { items: [{ id: 'x', 'a.b': at, note: undefined }], total: 1, at };
    const written = serializeForWire({ ...answer, at: new Date(at) });
    expect(written.meta?.values).toEqual({ items: { 0: { 'a\\.b': ['Date'], note: ['undefined'] } }, at: ['Date'] });
    expect(annotatedPaths(written)).toEqual(['at Date', 'items.0.a\\.b Date', 'items.0.note undefined']);
    expect(superjson.deserialize(JSON.parse(JSON.stringify(written)))).toEqual(answer);
    expect(JSON.stringify(serializeForWire(at))).toBe(JSON.stringify({ json: at.toISOString(), meta: { values: ['Date'], v: 1 } }));
    expect(serializeForWire({ id: 1 })).toEqual({ json: { id: 1 } });
  });

  it('leaves the answer it writes as it was, whether a part of it needs changing or not', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const value = plainValue(random(seed));
      const before = superjson.stringify(value);
      serializeForWire(value);
      expect(superjson.stringify(value), `seed ${seed}`).toBe(before);
    }
    const at = new Date('2026-11-27T08:00:00.000Z');
    const rows = [{ id: 'a', at }, { id: 'b', at: null }];
    const written = serializeForWire({ rows });
    expect(rows[0]!.at).toBe(at);
    expect(JSON.parse(JSON.stringify(written.json))).toEqual({ rows: [{ id: 'a', at: at.toISOString() }, { id: 'b', at: null }] });
  });

  it('writes a Date met twice at each place, read back as equal Dates', () => {
    const at = new Date('2026-03-29T01:30:00.000Z');
    const value = { cards: [{ createdAt: at }], waiting: [{ since: at }] };
    const serialize = vi.spyOn(superjson, 'serialize');
    const written = serializeForWire(value);
    expect(serialize).not.toHaveBeenCalled();
    const { referentialEqualities, ...meta } = superjson.serialize(value).meta!;
    expect(referentialEqualities).toEqual({ 'cards.0.createdAt': ['waiting.0.since'] });
    expect(JSON.stringify(written.json)).toBe(JSON.stringify(superjson.serialize(value).json));
    expect(annotatedPaths(written)).toEqual(annotatedPaths({ json: null, meta }));
    const read = superjson.deserialize<typeof value>(JSON.parse(JSON.stringify(written)));
    expect(read).toEqual(value);
    expect(read.waiting[0]!.since).not.toBe(read.cards[0]!.createdAt);
  });

  it('writes an object or array met twice at each place, read back as equal values', () => {
    const developer = { id: 'd1', fullName: 'Daan', since: new Date('2026-03-29T01:30:00.000Z') };
    const days = ['2026-11-27'];
    const value = { steps: [{ developer }, { developer }], days, again: days };
    const serialize = vi.spyOn(superjson, 'serialize');
    const written = serializeForWire(value);
    expect(serialize).not.toHaveBeenCalled();
    const { referentialEqualities, ...meta } = superjson.serialize(value).meta!;
    expect(referentialEqualities).toBeDefined();
    expect(JSON.stringify(written.json)).toBe(JSON.stringify(superjson.serialize(value).json));
    expect(annotatedPaths(written)).toEqual(annotatedPaths({ json: null, meta }));
    const read = superjson.deserialize<typeof value>(JSON.parse(JSON.stringify(written)));
    expect(read).toEqual(value);
    expect(read.steps[1]!.developer).not.toBe(read.steps[0]!.developer);
  });

  it.each(Object.keys(NOT_PLAIN))('hands a value with a %s to superjson itself', (name) => {
    const make = NOT_PLAIN[name]!;
    const value = { rows: [{ id: 1, value: make() }] };
    const serialize = vi.spyOn(superjson, 'serialize');
    const written = serializeForWire(value);
    expect(serialize).toHaveBeenCalledOnce();
    expect(written).toEqual(serialize.mock.results[0]!.value);
  });

  it('refuses a prototype-polluting key exactly as superjson does', () => {
    const value = JSON.parse('{"rows":[{"__proto__":{"admin":true}}]}');
    expect(() => superjson.serialize(value)).toThrow(/prototype pollution/);
    expect(() => serializeForWire(value)).toThrow(/prototype pollution/);
  });
});
