// A TCP proxy between the app and one of its servers (PostgreSQL, S3, SMTP) that tests use to
// inject the faults hosting meets: the server goes down, hangs, or drops a connection midway.
// Plain node:net on 127.0.0.1, so it needs no root and no real outage.
import net from 'node:net';

export interface FaultProxyTarget {
  host: string;
  port: number;
}

type Mode = 'forward' | 'stall' | 'down';

export interface FaultProxy {
  /** Where the app connects instead of the target (always 127.0.0.1). */
  readonly host: string;
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  rewrite(url: string): string;
  /** Connections open right now (through or stalled). */
  readonly openConnections: number;
  /** Connections accepted since the start, including stalled ones. */
  readonly acceptedConnections: number;
  /**
   * The server goes away: live connections are cut and new ones refused (ECONNREFUSED), as when
   * PostgreSQL is stopped. `farewell` is written to each client first (e.g. the FATAL message a
   * server sends when it shuts down).
   */
  down(options?: { farewell?: Buffer }): Promise<void>;
  /** The server hangs: new connections are accepted and then nothing passes either way. */
  stall(): Promise<void>;
  /** Cuts the live connections once; new ones get through. */
  cut(options?: { farewell?: Buffer }): void;
  /** Every new connection is cut after `bytes` bytes from the client have passed (a write dies midway). */
  cutAfter(bytes: number): void;
  /** Back to a plain pass-through on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket | null;
}

export async function startFaultProxy(target: FaultProxyTarget): Promise<FaultProxy> {
  const links = new Set<Link>();
  let mode: Mode = 'forward';
  let cutAfterBytes: number | null = null;
  let accepted = 0;
  let server: net.Server | null = null;
  let port = 0;

  function drop(link: Link, farewell?: Buffer) {
    links.delete(link);
    link.upstream?.destroy();
    if (farewell && link.client.writable) link.client.end(farewell, () => link.client.destroy());
    else link.client.destroy();
  }

  function onConnection(client: net.Socket) {
    accepted += 1;
    const link: Link = { client, upstream: null };
    links.add(link);
    client.on('error', () => drop(link));
    client.on('close', () => drop(link));
    if (mode === 'stall') {
      client.pause();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('error', () => drop(link));
    upstream.on('close', () => drop(link));
    upstream.pipe(client);
    const limit = cutAfterBytes;
    if (limit === null) {
      client.pipe(upstream);
      return;
    }
    let passed = 0;
    client.on('data', (chunk: Buffer) => {
      const room = limit - passed;
      passed += chunk.length;
      if (passed < limit) {
        upstream.write(chunk);
        return;
      }
      // The server gets the bytes up to the limit and then the end of the connection.
      link.upstream = null;
      drop(link);
      upstream.end(chunk.subarray(0, Math.max(0, room)));
    });
  }

  async function listen() {
    const next = net.createServer(onConnection);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as net.AddressInfo).port;
    server = next;
  }

  function stopListening() {
    // close() would wait for every connection; the links are dropped by the caller instead.
    server?.close();
    server = null;
  }

  function cut(options: { farewell?: Buffer } = {}) {
    for (const link of [...links]) drop(link, options.farewell);
  }

  await listen();

  return {
    host: '127.0.0.1',
    get port() {
      return port;
    },
    rewrite(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    get openConnections() {
      return links.size;
    },
    get acceptedConnections() {
      return accepted;
    },
    async down(options) {
      mode = 'down';
      stopListening();
      cut(options);
    },
    async stall() {
      mode = 'stall';
      if (!server) await listen();
    },
    cut,
    cutAfter(bytes) {
      cutAfterBytes = bytes;
    },
    async restore() {
      mode = 'forward';
      cutAfterBytes = null;
      if (!server) await listen();
    },
    async close() {
      stopListening();
      cut();
    },
  };
}
