// Which statements a connection keeps prepared under a name, so the database parses each once and
// may reuse its plan (after five executions it keeps a generic plan when that is no dearer than
// planning for the values at hand). One rule for PostgreSQL's connections (named-statements.ts) and
// the embedded database's session (pglite-statement.ts).
//
// Not named: statements other than select, insert, update, delete and with (transaction control,
// SET, DDL); any statement that selects or returns `*` (count(*) aside), whose result columns a
// migration could change under a running server; and searches (LIKE), whose best plan depends on
// the pattern: a generic plan can only guess how many rows it matches. Should a migration still
// change a named statement's result type, the database answers "cached plan must not change result
// type"; that statement is then sent unnamed from then on, and so is one whose name the session
// turns out to hold already or not at all.

/** Distinct statements that get a name; past this, new ones go unnamed (each name is a plan held per connection). */
export const MAX_NAMED_STATEMENTS = 500;

const NAMEABLE = /^\s*(select|insert|update|delete|with)\s/i;
const SEARCH = /\s(i?like|similar to)\s/i;

/** A `*` other than count(*): columns chosen by the table, not by the statement (`*` as a product also counts; harmless). */
function readsAnyColumn(text: string): boolean {
  return text.replaceAll('count(*)', '').includes('*');
}

/** The database's answers when a name cannot be used: its plan's result type changed, or the session holds the name already or not at all. */
export function nameUnusable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return (code === '0A000' && /cached plan/.test(error.message)) || code === '42P05' || code === '26000';
}

/** The names given so far, per process (PostgreSQL) or per session (the embedded database). */
export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #unnamed = new Set<string>();
  #next = 0;

  /** The statement's name, given now if it has none yet; null for a statement that goes unnamed. */
  nameFor(text: string): string | null {
    const known = this.#names.get(text);
    if (known) return known;
    if (this.#names.size >= MAX_NAMED_STATEMENTS || !NAMEABLE.test(text) || SEARCH.test(text) || readsAnyColumn(text) || this.#unnamed.has(text)) return null;
    const name = `kp${this.#next++}`;
    this.#names.set(text, name);
    return name;
  }

  /** From now on the statement goes unnamed. */
  unname(text: string): void {
    this.#names.delete(text);
    this.#unnamed.add(text);
  }
}
