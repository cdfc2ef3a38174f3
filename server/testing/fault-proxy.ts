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
  /** The server hangs: open connections and new ones stay open, and nothing passes either way. */
  stall(): Promise<void>;
  /** Cuts the live connections once; new ones get through. */
  cut(options?: { farewell?: Buffer }): void;
  /** Each connection, open or new, is cut after `bytes` more bytes from the client (a write dies midway). */
  cutAfter(bytes: number): void;
  /** Back to a plain pass-through on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket | null;
  /** Client bytes still let through before the link is cut; null: no limit. */
  budget: number | null;
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

  /** Passes chunks on with backpressure; a stalled proxy holds them until restore. */
  function relay(link: Link, from: net.Socket, to: net.Socket, fromClient: boolean) {
    from.on('data', (chunk: Buffer) => {
      if (fromClient && link.budget !== null) {
        if (chunk.length >= link.budget) {
          // The server gets the bytes up to the limit and then the end of the connection.
          const rest = chunk.subarray(0, link.budget);
          link.upstream = null;
          drop(link);
          to.end(rest);
          return;
        }
        link.budget -= chunk.length;
      }
      if (!to.write(chunk)) {
        from.pause();
        to.once('drain', () => mode !== 'stall' && from.resume());
      }
    });
  }

  function onConnection(client: net.Socket) {
    accepted += 1;
    const link: Link = { client, upstream: null, budget: cutAfterBytes };
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
    relay(link, upstream, client, false);
    relay(link, client, upstream, true);
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
      for (const link of links) {
        link.client.pause();
        link.upstream?.pause();
      }
      if (!server) await listen();
    },
    cut,
    cutAfter(bytes) {
      cutAfterBytes = bytes;
      for (const link of links) link.budget = bytes;
    },
    async restore() {
      mode = 'forward';
      cutAfterBytes = null;
      for (const link of links) {
        link.budget = null;
        // Connections accepted while stalled never reached the server; they stay silent until closed.
        if (link.upstream) {
          link.client.resume();
          link.upstream.resume();
        }
      }
      if (!server) await listen();
    },
    async close() {
      stopListening();
      cut();
    },
  };
}
