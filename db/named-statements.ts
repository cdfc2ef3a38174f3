import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

// PostgreSQL parses and plans an unnamed statement on every execution, costing more than a screen's short queries themselves
// (docs/decisions/named-statements.md); named (pg's `{ name, text, values }`), each connection parses once and may keep a plan.

/** Distinct statements that get a name; past this, new ones go unnamed (each name is held per connection). */
export const MAX_NAMED_STATEMENTS = 1000;

const NAMEABLE = /^\s*(select|insert|update|delete|with)\s/i;
const SEARCH = /\s(i?like|similar to)\s/i;
/** A `%…%` pattern under three characters has no trigram to look up: a plan kept for longer ones would read the whole index. */
const shortPattern = (value: unknown) =>
  typeof value === 'string' && value.length < 9 && value.startsWith('%') && value.endsWith('%') && value.slice(1, -1).replace(/\\(.)/g, '$1').length < 3;
// An insert whose conflict names a partial unique index by its predicate: a plan for any values cannot match it to that index.
const PARTIAL_ARBITER = /\son conflict\s*\([^)]*\)\s*where\s/i;

/** The statements one pool sends by name: a name per distinct text, the same on every connection, up to MAX_NAMED_STATEMENTS. */
export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #unnamed = new Set<string>();

  /** The name a statement is sent under, given now if it has none yet; null for one sent unnamed. */
  nameFor(text: string, values: readonly unknown[] = []): string | null {
    if (values.some(shortPattern) && SEARCH.test(text)) return null;
    const known = this.#names.get(text);
    if (known) return known;
    if (this.#names.size >= MAX_NAMED_STATEMENTS || this.#unnamed.has(text) || !NAMEABLE.test(text) || PARTIAL_ARBITER.test(text)) return null;
    const name = `kp_${createHash('sha1').update(text).digest('base64url')}`;
    this.#names.set(text, name);
    return name;
  }

  /** The database refused the name: the statement goes unnamed from now on. */
  refuse(text: string): void {
    this.#names.delete(text);
    this.#unnamed.add(text);
  }
}

/**
 * A migration changed what the statement returns (its kept plan is refused), or the session holds the name already or not at all,
 * as when connections share one session (the embedded database served over its socket, PgBouncer in transaction mode).
 */
function nameUnusable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return (code === '0A000' && /cached plan/.test(error.message)) || code === '42P05' || code === '26000';
}

class NamingClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly names: StatementNames,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') return this.client.query(sqlOrCursor as never) as PostgresCursor<R>;
    return this.#send(sqlOrCursor, [...(parameters ?? [])]) as Promise<PostgresQueryResult<R>>;
  }

  async #send(text: string, values: unknown[]): Promise<pg.QueryResult> {
    const name = this.names.nameFor(text, values);
    if (!name) return this.#query({ text, values });
    try {
      return await this.#query({ name, text, values });
    } catch (error) {
      if (!nameUnusable(error)) throw error;
      this.names.refuse(text);
      return this.#query({ text, values });
    }
  }

  // pg's callback form: with its promise form every result outlived the young generation, so old space filled and full
  // collections stalled requests every few seconds (docs/decisions/pg-callback-queries.md).
  async #query(config: pg.QueryConfig): Promise<pg.QueryResult> {
    try {
      return await new Promise((resolve, reject) => this.client.query(config, (error: Error | null, result: pg.QueryResult) => (error ? reject(error) : resolve(result))));
    } catch (error) {
      // As pg's promise form does: the stack then leads to the statement's caller, not to the socket.
      if (error instanceof Error) Error.captureStackTrace(error);
      throw error;
    }
  }

  release(): void {
    this.client.release();
  }
}

/** Kysely's pool interface over a pg pool whose connections send repeated statements by name. */
export function namedStatementPool(pool: pg.Pool): PostgresPool {
  const names = new StatementNames();
  return {
    connect: async () => new NamingClient(await pool.connect(), names),
    end: () => pool.end(),
  };
}
