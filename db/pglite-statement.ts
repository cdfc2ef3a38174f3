import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { nameUnusable, SessionPlanning, StatementNames } from './statement-names';

// One statement with its parameters as one message to the embedded database: parse, bind, describe,
// execute and sync together. PGlite's own query() sends them one by one and first asks for the
// parameters' types, six calls into the database per statement; on a short query that costs more
// than the query. The parameters go as text and PostgreSQL infers their types from the statement,
// as node-postgres sends them to a PostgreSQL server. A statement seen before runs under its name
// (statement-names.ts), parsed once per session and planned as PostgreSQL sees fit, as on a server;
// one marked to be planned once runs with the session set to keep its first plan.

/** A parameter as PostgreSQL's text format has it (null stays SQL NULL). */
function textParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

/** An array literal: every element quoted, its backslashes and double quotes escaped; nested arrays nest. */
function arrayLiteral(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    return `"${textParameter(value)!.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

const { serialize } = protocol;
const SYNC = serialize.sync();
const DESCRIBE_PORTAL = serialize.describe({ type: 'P' });
const EXECUTE = serialize.execute({});

/** Per embedded database (one session each): the names given, those its session has prepared, and how it plans. */
const sessions = new WeakMap<PGlite, { names: StatementNames; prepared: Set<string>; planning: SessionPlanning }>();

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/**
 * Runs one statement; its rows are parsed as PGlite's query() parses them (the instance's parsers).
 * A database error is thrown after the sync, so the session is ready for the next statement.
 * Not safe to call again before the previous call settled: the caller runs one at a time.
 */
export async function runStatement(pglite: PGlite, sql: string, params: readonly unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }> {
  let session = sessions.get(pglite);
  if (!session) {
    session = { names: new StatementNames(), prepared: new Set(), planning: new SessionPlanning() };
    sessions.set(pglite, session);
  }
  const { names, prepared, planning } = session;
  const name = names.nameFor(sql) ?? undefined;
  const set = planning.setFor(sql, name !== undefined);
  if (set) {
    const { messages } = await pglite.execProtocol(serialize.query(set), { throwOnError: false });
    if (messages.some((part) => part.name === 'error')) planning.forget();
  }
  const known = name !== undefined && prepared.has(name);
  const bind = serialize.bind({ statement: name, values: params.map(textParameter) });
  const message = concat(known ? [bind, DESCRIBE_PORTAL, EXECUTE, SYNC] : [serialize.parse({ name, text: sql }), bind, DESCRIBE_PORTAL, EXECUTE, SYNC]);
  const { messages } = await pglite.execProtocol(message, { throwOnError: false });
  if (name !== undefined && !known && messages.some((part) => part.name === 'parseComplete')) prepared.add(name);
  const error = messages.find((part): part is Message & Error => part.name === 'error' && part instanceof Error);
  if (error) {
    if (name !== undefined && nameUnusable(error)) {
      names.unname(sql);
      return runStatement(pglite, sql, params);
    }
    throw error;
  }
  const [result] = parse.parseResults(messages, pglite.parsers);
  return { rows: result?.rows ?? [], affectedRows: result?.affectedRows };
}
