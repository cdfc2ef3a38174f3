import net from 'node:net';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { isDatabaseUnavailable } from './connection-errors';
import { createDb } from './create-db';

function pgError(code: string, message: string) {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

describe('isDatabaseUnavailable', () => {
  it('recognises what a PostgreSQL restart, failover or start-up looks like', () => {
    expect(isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // Node tries ::1 and 127.0.0.1 for "localhost" and reports both refusals at once.
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]))).toBe(true);
    // Wrapped by a layer above (tRPC puts the original in `cause`).
    expect(isDatabaseUnavailable(new Error('Er is iets misgegaan', { cause: pgError('57P01', 'shutdown') }))).toBe(true);
  });

  it('leaves errors that retrying does not fix alone', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('28P01', 'password authentication failed'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Project niet gevonden'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('recognises the real refusal of the pg driver on a port where nothing listens', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const client = new pg.Client({ connectionString: `postgres://kp:kp@127.0.0.1:${closedPort}/kp` });
    const error = await client.connect().catch((err: unknown) => err);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a statement that reaches the database handle after the server closed it on its way down', async () => {
    const handle = await createDb({ pglite: new PGlite() });
    await handle.ping();
    await handle.close();
    const error = await handle.db.selectFrom('users').select('id').execute().catch((err: unknown) => err);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
