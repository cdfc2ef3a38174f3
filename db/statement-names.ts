// Which statements a connection keeps prepared under a name, so the database parses each once and
// may reuse its plan (after five executions it keeps a generic plan when that is no dearer than
// planning for the values at hand). One rule for PostgreSQL's connections (named-statements.ts) and
// the embedded database's session (pglite-statement.ts).
//
// Not named: statements other than select, insert, update, delete and with (transaction control,
// SET, DDL); any statement that selects or returns `*` (count(*) aside), whose result columns a
// migration could change under a running server; and searches (LIKE), whose best plan depends on
// the pattern: a generic plan can only guess how many rows it matches; and an insert whose conflict
// names a partial unique index by its predicate (`on conflict ("user_id") where "status" = $2`),
// which a plan for any values cannot match to that index. Should a migration still
// change a named statement's result type, the database answers "cached plan must not change result
// type"; that statement is then sent unnamed from then on, and so is one whose name the session
// turns out to hold already or not at all.

// Planned once: PostgreSQL plans a named statement for its values until a plan for any values looks
// no dearer. For a statement that reads a date range or a page at an offset, its estimate of such a
// plan (a third of the rows in the range, a tenth of the table skipped) never looks cheap, so it
// plans anew on every execution, which can cost more than running it. A statement that ends with
// PLAN_ONCE gets the plan for any values from its first execution (plan_cache_mode); only where
// that plan was measured to serve every value as well. Its statuses and page size are written into
// the SQL, so that plan still knows which partial index it reads and how far. The session is set
// back before any other statement, which PostgreSQL plans as it is configured to.

/** The end of a statement whose plan for any values serves every value as well as its own. */
export const PLAN_ONCE = '/* plan once */';

/** Distinct statements that get a name; past this, new ones go unnamed (each name is a plan held per connection). */
export const MAX_NAMED_STATEMENTS = 500;

const NAMEABLE = /^\s*(select|insert|update|delete|with)\s/i;
const SEARCH = /\s(i?like|similar to)\s/i;
const PARTIAL_ARBITER = /\son conflict\s*\([^)]*\)\s*where\s/i;

/** A `*` other than count(*) and the mark: columns chosen by the table, not by the statement (`*` as a product also counts; harmless). */
function readsAnyColumn(text: string): boolean {
  return text.replaceAll('count(*)', '').replaceAll(PLAN_ONCE, '').includes('*');
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
    if (this.#names.size >= MAX_NAMED_STATEMENTS || !NAMEABLE.test(text) || SEARCH.test(text) || PARTIAL_ARBITER.test(text) || readsAnyColumn(text) || this.#unnamed.has(text)) return null;
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

type Planning = 'once' | 'as-configured';

const SET_PLANNING: Record<Planning, string> = {
  once: 'SET plan_cache_mode = force_generic_plan',
  'as-configured': 'RESET plan_cache_mode',
};

/**
 * How one session plans, as this process last set it. A rollback may undo a SET made in its
 * transaction, so after one (or a SET that failed) it is not known until the next SET.
 */
export class SessionPlanning {
  #current: Planning | undefined = 'as-configured';

  /** The SET to send first for the statement, given whether it runs under a name; null when the session plans that way already. */
  setFor(text: string, named: boolean): string | null {
    if (/^\s*rollback\b/i.test(text)) {
      this.#current = undefined;
      return null;
    }
    if (!NAMEABLE.test(text)) return null;
    const wanted: Planning = named && text.trimEnd().endsWith(PLAN_ONCE) ? 'once' : 'as-configured';
    if (wanted === this.#current) return null;
    this.#current = wanted;
    return SET_PLANNING[wanted];
  }

  /** The SET did not take (an aborted transaction): not known until the next one. */
  forget(): void {
    this.#current = undefined;
  }
}
