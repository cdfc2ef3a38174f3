import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '@/db/types';

// A statement whose SQL depends only on its shape (the reader's role, whether it searches, its page
// size: a small record), never on the values it is given: Kysely builds and compiles it once per
// database and shape, and each call sends that SQL with its own values. Building, transforming
// (camel case) and compiling the admin dashboard's statements took the server more time than
// PostgreSQL took to run them.
//
// The first call of a shape builds the statement with two sets of stand-in values and with its own,
// and refuses a builder whose SQL changes with the values, or that does anything with a value other
// than pass it on as a parameter (a date worked out from `today` belongs among the values itself).
// The compiled SQL is kept per Kysely dialect adapter, that is per database: instances made from
// one (a transaction, one with a plugin added) share it, as none of their plugins changes SQL.

export type StatementValue = string | number | Date;
/** What a statement's SQL depends on; two calls with equal shapes (as JSON) share one compiled statement. */
export type StatementShape = Record<string, string | number | boolean | null | readonly string[]>;

interface Template {
  sql: string;
  query: CompiledQuery['query'];
  /** Per parameter: the name of the value it carries, or a constant the builder wrote. */
  slots: ({ value: string } | { constant: unknown })[];
}

/** Two sets of values that no real call passes, of the kinds the first call's values are. */
function standIns<V extends Record<string, StatementValue>>(values: V, round: 1 | 2): V {
  const made: Record<string, StatementValue> = {};
  Object.keys(values).forEach((name, index) => {
    const value = values[name];
    if (value instanceof Date) made[name] = new Date(Date.UTC(1901, 0, 1) + round * 1_000_000 + index * 1000);
    else if (typeof value === 'number') made[name] = -987_654_321.5 - round * 1000 - index;
    else if (typeof value === 'string') made[name] = `\u0000stand-in ${round} ${name}`;
    else throw new TypeError(`compiledOnce: value ${name} is neither a string, a number nor a Date`);
  });
  return made as V;
}

const fill = (slots: Template['slots'], values: Record<string, StatementValue>) => slots.map((slot) => ('value' in slot ? values[slot.value] : slot.constant));

const same = (a: unknown, b: unknown) => a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());

function compileTemplate<V extends Record<string, StatementValue>, S extends StatementShape>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, values: V, shape: S) => Compilable<unknown>,
  values: V,
  shape: S,
  key: string,
): Template {
  const [first, second] = [standIns(values, 1), standIns(values, 2)];
  const a = build(db, first, shape).compile();
  const b = build(db, second, shape).compile();
  if (a.sql !== b.sql || a.parameters.length !== b.parameters.length) throw new Error(`compiledOnce: the SQL of shape ${key} changes with its values`);
  const names = Object.keys(values);
  const slots: Template['slots'] = a.parameters.map((parameter, index) => {
    const name = names.find((each) => parameter === first[each] && b.parameters[index] === second[each]);
    if (name !== undefined) return { value: name };
    if (!same(parameter, b.parameters[index])) throw new Error(`compiledOnce: parameter ${index + 1} of shape ${key} is worked out from a value`);
    return { constant: parameter };
  });
  // A value worked out alike from both stand-ins (an invalid date from each) would pass as a
  // constant: the statement built from the real values must be the one the template gives.
  const real = build(db, values, shape).compile();
  const filled = fill(slots, values);
  if (real.sql !== a.sql || !real.parameters.every((parameter, index) => same(parameter, filled[index]))) {
    throw new Error(`compiledOnce: a parameter of shape ${key} is worked out from a value`);
  }
  return { sql: a.sql, query: a.query, slots };
}

/** The statement `build` makes, compiled once per database and shape; the call runs it with `values` and gives its rows. */
export function compiledOnce<V extends Record<string, StatementValue>, Row, S extends StatementShape = Record<string, never>>(
  build: (db: Kysely<Database>, values: V, shape: S) => Compilable<Row>,
) {
  const templates = new WeakMap<object, Map<string, Template>>();
  return async function run(db: Kysely<Database>, values: V, shape: S = {} as S): Promise<Row[]> {
    const { adapter } = db.getExecutor();
    let byShape = templates.get(adapter);
    if (!byShape) templates.set(adapter, (byShape = new Map()));
    const key = JSON.stringify(shape);
    let template = byShape.get(key);
    if (!template) byShape.set(key, (template = compileTemplate(db, build, values, shape, key)));
    const parameters = fill(template.slots, values);
    const compiled: CompiledQuery<Row> = { sql: template.sql, parameters, query: template.query, queryId: createQueryId() };
    return (await db.executeQuery(compiled)).rows;
  };
}
