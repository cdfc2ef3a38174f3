// A test database that the app's commands, run as processes, reach over the PostgreSQL protocol
// while the test reads it in process: nothing is opened or closed between the two.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createDb, type DbHandle } from '@/db/create-db';
import { createPgTestDatabase, createTestPglite } from '@/db/testing/test-db';

const root = path.resolve(import.meta.dirname, '../..');

export interface ProcessResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface ServedDatabase {
  handle: DbHandle;
  /** Runs `node …args` with DATABASE_URL set to this database (and `env`), to its end. */
  run(args: string[], options?: { env?: Record<string, string>; input?: string }): Promise<ProcessResult>;
  close(): Promise<void>;
}

/** What spawnSync reports, without blocking this process, which may be serving the database. */
function runToEnd(args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<ProcessResult> {
  const child = spawn(process.execPath, args, { cwd: root, env, timeout: 60_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * With TEST_DATABASE_URL a fresh PostgreSQL database; without, the worker's embedded test database
 * served by pglite-socket, which a process's pg driver meets as it would PostgreSQL.
 */
export async function serveTestDatabase(): Promise<ServedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createPgTestDatabase(serverUrl);
    const handle = await createDb({ databaseUrl: database.url, poolSize: 2 });
    return {
      handle,
      run: (args, options = {}) => runToEnd(args, { PATH: process.env.PATH, ...options.env, DATABASE_URL: database.url }, options.input),
      async close() {
        await handle.close();
        await database.drop();
      },
    };
  }
  const { pglite, handle } = await createTestPglite();
  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await server.start();
  const databaseUrl = `postgres://postgres:kp-geheim@127.0.0.1:${server.getServerConn().split(':')[1]}/postgres`;
  return {
    handle,
    async run(args, options = {}) {
      const result = await runToEnd(args, { PATH: process.env.PATH, ...options.env, DATABASE_URL: databaseUrl }, options.input);
      // Every connection shares PGlite's one session: what PostgreSQL forgets when a connection ends
      // (an open transaction, prepared statements, settings, locks) goes with the process, as a pooler's reset does.
      await pglite.exec('ROLLBACK');
      await pglite.exec('DEALLOCATE ALL; RESET ALL; SELECT pg_advisory_unlock_all()');
      return result;
    },
    async close() {
      await server.stop();
      await handle.close();
    },
  };
}
