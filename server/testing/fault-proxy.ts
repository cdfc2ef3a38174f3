// A TCP proxy between the app and PostgreSQL, S3 or SMTP, to inject hosting's faults (down, hanging, a connection dropped midway).
// Plain node:net on 127.0.0.1, so it needs no root and no real outage.
import net from 'node:net';

export interface FaultProxyTarget {
  host: string;
  port: number;
}

type Mode = 'forward' | 'stall' | 'down';
type Direction = 'request' | 'answer';

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
   * Like a stopped PostgreSQL: live connections are cut, new ones refused (ECONNREFUSED). `farewell` is written to each client first
   * (e.g. the FATAL message a server sends when it shuts down).
   */
  down(options?: { farewell?: Buffer }): Promise<void>;
  /** The server hangs: open connections and new ones stay open, and nothing passes either way. */
  stall(): Promise<void>;
  /** Cuts the live connections once; new ones get through. */
  cut(options?: { farewell?: Buffer }): void;
  /**
   * Each connection, open or new, is cut after `bytes` more bytes of the request (a write dies midway) or of the answer (the server
   * did the work, the app never hears so).
   */
  cutAfter(bytes: number, direction?: Direction): void;
  /** Back to a plain pass-through on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  /** Either side is null once the proxy no longer holds it. */
  client: net.Socket | null;
  upstream: net.Socket | null;
  /** Bytes still let through before the link is cut; null: no limit. */
  budget: Record<Direction, number | null>;
}

export async function startFaultProxy(target: FaultProxyTarget): Promise<FaultProxy> {
  const links = new Set<Link>();
  let mode: Mode = 'forward';
  let cutAfterBytes: Record<Direction, number | null> = { request: null, answer: null };
  let accepted = 0;
  let server: net.Server | null = null;
  let port = 0;

  function drop(link: Link, farewell?: Buffer) {
    links.delete(link);
    link.upstream?.destroy();
    const { client } = link;
    if (farewell && client?.writable) client.end(farewell, () => client.destroy());
    else client?.destroy();
  }

  /** Passes chunks on with backpressure; a stalled proxy holds them until restore. */
  function relay(link: Link, from: net.Socket, to: net.Socket, direction: Direction) {
    from.on('data', (chunk: Buffer) => {
      const budget = link.budget[direction];
      if (budget !== null) {
        if (chunk.length >= budget) {
          // The receiving side gets the bytes up to the limit and then the end of the connection.
          if (direction === 'request') link.upstream = null;
          else link.client = null;
          drop(link);
          to.end(chunk.subarray(0, budget));
          return;
        }
        link.budget[direction] = budget - chunk.length;
      }
      if (!to.write(chunk)) {
        from.pause();
        to.once('drain', () => mode !== 'stall' && from.resume());
      }
    });
  }

  function onConnection(client: net.Socket) {
    accepted += 1;
    const link: Link = { client, upstream: null, budget: { ...cutAfterBytes } };
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
    relay(link, upstream, client, 'answer');
    relay(link, client, upstream, 'request');
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
        link.client?.pause();
        link.upstream?.pause();
      }
      if (!server) await listen();
    },
    cut,
    cutAfter(bytes, direction = 'request') {
      cutAfterBytes = { ...cutAfterBytes, [direction]: bytes };
      for (const link of links) link.budget[direction] = bytes;
    },
    async restore() {
      mode = 'forward';
      cutAfterBytes = { request: null, answer: null };
      for (const link of links) {
        link.budget = { request: null, answer: null };
        // Connections accepted while stalled never reached the server; they stay silent until closed.
        if (link.upstream) {
          link.client?.resume();
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
