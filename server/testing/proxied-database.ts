// A migrated database behind a fault proxy, so a test can stop and restart it: real PostgreSQL with TEST_DATABASE_URL, else the
// template in PGlite over the wire protocol (pglite-socket), so the real `pg` driver meets the same refused and dropped connections.
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createPgliteFromTemplate, createPgTestDatabase } from '@/db/testing/test-db';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

export interface ProxiedDatabase {
  /** What is behind the proxy. */
  server: 'postgres' | 'pglite';
  /** DATABASE_URL through the proxy. */
  url: string;
  /** DATABASE_URL straight to the server, for a process the faults must not touch. */
  directUrl: string;
  proxy: FaultProxy;
  close(): Promise<void>;
}

export async function startProxiedDatabase(): Promise<ProxiedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createPgTestDatabase(serverUrl);
    const target = new URL(database.url);
    const proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    return {
      server: 'postgres',
      url: proxy.rewrite(database.url),
      directUrl: database.url,
      proxy,
      async close() {
        await proxy.close();
        await database.drop();
      },
    };
  }
  const pglite: PGlite = await createPgliteFromTemplate();
  const socketServer = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 8 });
  await socketServer.start();
  const [, port] = socketServer.getServerConn().split(':');
  const proxy = await startFaultProxy({ host: '127.0.0.1', port: Number(port) });
  return {
    server: 'pglite',
    url: `postgres://postgres:kp-geheim@127.0.0.1:${proxy.port}/postgres`,
    directUrl: `postgres://postgres:kp-geheim@127.0.0.1:${port}/postgres`,
    proxy,
    async close() {
      await proxy.close();
      await socketServer.stop();
      await pglite.close();
    },
  };
}

/**
 * What PostgreSQL sends every connection when it is stopped (`pg_ctl stop`, a failover): an
 * ErrorResponse, FATAL 57P01 "terminating connection due to administrator command".
 */
export function adminShutdownMessage(): Buffer {
  const fields = [
    ['S', 'FATAL'],
    ['V', 'FATAL'],
    ['C', '57P01'],
    ['M', 'terminating connection due to administrator command'],
  ];
  const body = Buffer.concat([...fields.map(([type, value]) => Buffer.from(`${type}${value}\0`, 'utf8')), Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write('E', 0, 'ascii');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
