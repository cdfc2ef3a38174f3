import pg from 'pg';
import { nameUnusable, SessionPlanning, StatementNames } from './statement-names';

// PostgreSQL plans every unnamed statement anew: for a screen's short queries, planning costs more
// than running them. A client of this class sends a statement it has seen before under a name
// (statement-names.ts has the rule), so each connection parses it once and PostgreSQL may reuse its
// plan. node-postgres prepares a name on each connection the first time that connection uses it.
//
// A server that shares one session between connections (the embedded database over its socket,
// PgBouncer in transaction mode before 1.21) may hold a name already, or not at all: that
// statement then goes unnamed.

const names = new StatementNames();

type QueryArguments = Parameters<pg.Client['query']>;

export class NamedStatementClient extends pg.Client {
  readonly #planning = new SessionPlanning();

  // @ts-expect-error pg types query() as overloads; this one override covers them all.
  override query(...args: QueryArguments) {
    const [text, values, callback] = args as [unknown, unknown, unknown];
    if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) return super.query(...args);
    const name = names.nameFor(text);
    this.#plan(text, name !== null);
    if (!name) return super.query(text, values);
    return (super.query({ name, text, values }) as Promise<pg.QueryResult>).catch((error: unknown) => {
      if (!nameUnusable(error)) throw error;
      names.unname(text);
      this.#plan(text, false);
      return super.query(text, values);
    });
  }

  /** Sets the session to plan the statement as it should be, if it does not already. */
  #plan(text: string, named: boolean): void {
    const set = this.#planning.setFor(text, named);
    if (set) (super.query(set) as Promise<unknown>).catch(() => this.#planning.forget());
  }
}
