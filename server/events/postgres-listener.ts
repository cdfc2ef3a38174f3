import pg from 'pg';
import type { EventBus, EventBusHandlers, EventBusOptions } from './listener';
import { deliverNotice } from './listener';

const CONNECT_TIMEOUT_MS = 5_000;
const HEALTH_CHECK_MS = 10_000;
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * A dedicated connection, never a pool's: LISTEN belongs to one session. Replaced when it breaks or fails the health check, with
 * growing pauses while the database stays away; the handlers then hear that they must catch up.
 */
export function createPostgresListener(connectionString: string, channel: string, options: EventBusOptions): EventBus {
  const { log } = options;
  const healthCheckMs = options.healthCheckMs ?? HEALTH_CHECK_MS;
  let handlers: EventBusHandlers | undefined;
  let client: pg.Client | undefined;
  let closed = false;
  let everConnected = false;
  /** A connection was lost or refused since the last good one: what was sent meanwhile must be caught up. */
  let missed = false;
  let aliveAt: Date | null = null;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let healthTimer: NodeJS.Timeout | undefined;

  function lose(lost: pg.Client, error?: unknown) {
    if (lost !== client) return;
    client = undefined;
    clearInterval(healthTimer);
    lost.removeAllListeners('notification');
    // Errors of a connection already given up must not surface as unhandled 'error' events.
    lost.on('error', () => {});
    void lost.end().catch(() => {});
    handlers?.onLost?.();
    if (closed) return;
    missed = true;
    log.warn({ err: error }, 'live events: LISTEN connection lost; reconnecting');
    scheduleConnect();
  }

  function scheduleConnect() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next));
    client = next;
    try {
      await next.connect();
      next.on('notification', (message) => {
        if (message.channel === channel) deliverNotice(handlers, message.payload);
      });
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      const { rows } = await next.query<{ now: Date }>('SELECT now() AS now');
      const lastAlive = aliveAt;
      aliveAt = rows[0]!.now;
      retryMs = RETRY_FIRST_MS;
      healthTimer = setInterval(() => void checkHealth(next), healthCheckMs);
      healthTimer.unref();
      handlers?.onListening?.();
      if (missed) {
        log.info('live events: LISTEN connection back');
        handlers?.onReconnected(lastAlive);
      }
      missed = false;
      everConnected = true;
    } catch (error) {
      if (client === next) lose(next, error);
      if (!everConnected && !closed) throw error;
    }
  }

  async function checkHealth(checked: pg.Client) {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('health check timed out')), CONNECT_TIMEOUT_MS).unref());
    try {
      const { rows } = await Promise.race([checked.query<{ now: Date }>('SELECT now() AS now'), timeout]);
      if (checked === client) aliveAt = rows[0]!.now;
    } catch (error) {
      lose(checked, error);
    }
  }

  return {
    kind: 'postgres',
    async start(startHandlers) {
      handlers = startHandlers;
      try {
        await connect();
      } catch (error) {
        // The database is checked before the server starts; should this first try fail, keep trying.
        log.warn({ err: error }, 'live events: LISTEN connection not made yet; retrying');
      }
    },
    async close() {
      closed = true;
      handlers?.onLost?.();
      clearTimeout(retryTimer);
      clearInterval(healthTimer);
      const last = client;
      client = undefined;
      if (last) {
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
