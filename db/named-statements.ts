import pg from 'pg';

// PostgreSQL plans every unnamed statement anew: for a screen's short queries, planning costs more
// than running them. A client of this class sends a statement it has seen before under a name, so
// each connection parses it once and PostgreSQL may reuse its plan (after five executions it keeps
// a generic plan when that is no dearer than planning for the values at hand).
//
// Not named: statements other than select, insert, update, delete and with (transaction control,
// SET, DDL), and any statement that selects or returns `*` (count(*) aside), whose result columns
// a migration could change under a running server. Should a migration still change a named
// statement's result type, PostgreSQL answers "cached plan must not change result type" once per
// connection; that statement is then sent unnamed from then on and the query is run again. The same
// goes for a server that shares one session between connections (the embedded database over its
// socket, PgBouncer in transaction mode before 1.21): a name it already holds, or does not hold,
// turns that statement unnamed.

/** Distinct statements that get a name; past this, new ones go unnamed (each name is a plan held per connection). */
export const MAX_NAMED_STATEMENTS = 500;

const NAMEABLE = /^\s*(select|insert|update|delete|with)\s/i;
const names = new Map<string, string>();
const unnamed = new Set<string>();
let nextName = 0;

/** A `*` other than count(*): columns chosen by the table, not by the statement (`*` as a product also counts; harmless). */
function readsAnyColumn(text: string): boolean {
  return text.replaceAll('count(*)', '').includes('*');
}

function nameFor(text: string): string | null {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MAX_NAMED_STATEMENTS || !NAMEABLE.test(text) || readsAnyColumn(text) || unnamed.has(text)) return null;
  const name = `kp${nextName++}`;
  names.set(text, name);
  return name;
}

/** PostgreSQL's answers when a name cannot be used here: its plan's result type changed, or the session holds the name already or not at all. */
function nameUnusable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return (code === '0A000' && /cached plan/.test(error.message)) || code === '42P05' || code === '26000';
}

type QueryArguments = Parameters<pg.Client['query']>;

export class NamedStatementClient extends pg.Client {
  // @ts-expect-error pg types query() as overloads; this one override covers them all.
  override query(...args: QueryArguments) {
    const [text, values, callback] = args as [unknown, unknown, unknown];
    if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) return super.query(...args);
    const name = nameFor(text);
    if (!name) return super.query(text, values);
    return (super.query({ name, text, values }) as Promise<pg.QueryResult>).catch((error: unknown) => {
      if (!nameUnusable(error)) throw error;
      names.delete(text);
      unnamed.add(text);
      return super.query(text, values);
    });
  }
}
