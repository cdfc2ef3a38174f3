import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { liveEventsSince, pruneLiveEvents, type LiveEventRow } from '@/db/queries/live-events';
import { findProjectMessages } from '@/db/queries/project-messages';
import type { EventBus } from './listener';
import { LiveInbox } from './live-inbox';
import { sharedProjectPayload, type LiveItem, type SharedAnswer } from './live-payloads';

// One hub per process reads what committed events need once (a new message's text and author) and hands each subscription its own:
// 500 subscribers of one thread cost one read per message, not 500.

export interface LiveSubscription {
  inbox: LiveInbox<LiveItem>;
  close(): void;
}

export interface LiveHub {
  /** A subscription receiving every event `wants` accepts (and every resync), until `signal` (the browser going away). */
  subscribe(wants: (event: LiveEventRow) => boolean, signal?: AbortSignal): LiveSubscription;
  /** Events as subscriptions receive them (a missed message with its text), for catching up. */
  enrich(events: readonly LiveEventRow[]): Promise<LiveItem[]>;
  /** One answer per key for `ttlMs`: a user's open tabs share the unread count of one event. */
  shared: SharedAnswer;
  readonly subscriptionCount: number;
  start(): Promise<void>;
  /** Ends every subscription with `reason` (a browser reconnects elsewhere) and stops listening. */
  close(reason: Error): Promise<void>;
}

const CATCH_UP_MARGIN_MS = 30_000;
const CATCH_UP_LIMIT = 2_000;
const RECENT_IDS = 10_000;
const RETRY_MS = 1_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** How often waiting subscriptions are woken whose keepalive or access check is due. */
const TICK_MS = 1_000;

export function createLiveHub(deps: { db: Kysely<Database>; bus: EventBus; log: FastifyBaseLogger }): LiveHub {
  const { db, bus, log } = deps;
  const subscriptions = new Set<{ accepts: (item: LiveItem) => boolean; inbox: LiveInbox<LiveItem> }>();
  const pending = new Map<number, LiveEventRow>();
  /** Ids already handed out, so a catch-up after a lost connection gives nothing twice. */
  const recent = new Set<number>();
  const answers = new Map<string, { until: number; value: Promise<unknown> }>();
  let flushing: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let lastSeenAt: Date | null = null;
  let pruning: Promise<void> | undefined;
  let closing: Promise<void> | undefined;
  const ticker = setInterval(() => {
    const now = Date.now();
    for (const subscription of subscriptions) subscription.inbox.tick(now);
  }, TICK_MS);
  ticker.unref();

  function remember(id: number) {
    recent.add(id);
    if (recent.size > RECENT_IDS) recent.delete(recent.values().next().value!);
  }

  async function enrich(events: readonly LiveEventRow[]): Promise<LiveItem[]> {
    const messageIds = events.filter((event) => event.kind === 'message' && event.subjectId).map((event) => event.subjectId!);
    const messages = new Map((await findProjectMessages(db, messageIds)).map((message) => [message.id, message]));
    return events.map((event) => {
      const message = event.kind === 'message' && event.subjectId ? messages.get(event.subjectId) : undefined;
      return { type: 'event', event, payload: sharedProjectPayload(event, message) };
    });
  }

  function dispatch(items: readonly LiveItem[]) {
    for (const { inbox, accepts } of subscriptions) inbox.push(items, accepts);
  }

  async function deliver(events: LiveEventRow[]) {
    const fresh = events.filter((event) => !recent.has(event.id));
    if (fresh.length === 0) return;
    const items = subscriptions.size > 0 ? await enrich(fresh) : [];
    for (const event of fresh) {
      remember(event.id);
      if (!lastSeenAt || event.createdAt > lastSeenAt) lastSeenAt = event.createdAt;
    }
    dispatch(items);
  }

  async function flush() {
    const events = [...pending.values()].sort((a, b) => a.id - b.id);
    pending.clear();
    try {
      await deliver(events);
    } catch (error) {
      // The database is away for a moment: ask again shortly.
      for (const event of events) if (!recent.has(event.id)) pending.set(event.id, event);
      log.warn({ err: error }, 'live events: reading events failed; retrying');
      clearTimeout(retryTimer);
      retryTimer = setTimeout(schedule, RETRY_MS);
      retryTimer.unref();
    }
  }

  function schedule() {
    if (flushing || pending.size === 0) return;
    flushing = flush().finally(() => {
      flushing = undefined;
      schedule();
    });
  }

  async function catchUp(aliveAt: Date | null) {
    const from = aliveAt ?? lastSeenAt;
    try {
      if (!from) return dispatch([{ type: 'resync' }]);
      const events = await liveEventsSince(db, new Date(from.getTime() - CATCH_UP_MARGIN_MS), CATCH_UP_LIMIT);
      if (events.length === CATCH_UP_LIMIT) return dispatch([{ type: 'resync' }]);
      await deliver(events);
    } catch (error) {
      log.warn({ err: error }, 'live events: catching up failed; open pages reload');
      dispatch([{ type: 'resync' }]);
    }
  }

  async function prune() {
    try {
      const removed = await pruneLiveEvents(db);
      if (removed > 0) log.info({ removed }, 'live events: old events pruned');
    } catch (error) {
      log.warn({ err: error }, 'live events: pruning failed; the next round retries');
    }
  }

  return {
    subscribe(wants, signal) {
      const entry = { accepts: (item: LiveItem) => item.type === 'resync' || wants(item.event), inbox: new LiveInbox<LiveItem>(signal) };
      subscriptions.add(entry);
      return {
        inbox: entry.inbox,
        close: () => {
          subscriptions.delete(entry);
          entry.inbox.close();
        },
      };
    },
    enrich,
    shared<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const cached = answers.get(key);
      if (cached && cached.until > now) return cached.value as Promise<T>;
      const value = load();
      answers.set(key, { until: now + ttlMs, value });
      // A failure is not kept, and old answers do not pile up.
      value.catch(() => answers.delete(key));
      if (answers.size > 10_000) for (const [k, a] of answers) if (a.until <= now) answers.delete(k);
      return value;
    },
    get subscriptionCount() {
      return subscriptions.size;
    },
    async start() {
      await bus.start({
        onEvents(events) {
          for (const event of events) pending.set(event.id, event);
          schedule();
        },
        onReconnected(aliveAt) {
          void catchUp(aliveAt);
        },
      });
      const pruneNow = () => void (pruning ??= prune().finally(() => (pruning = undefined)));
      pruneTimer = setInterval(pruneNow, PRUNE_EVERY_MS);
      pruneTimer.unref();
      pruneNow();
    },
    close(reason) {
      closing ??= (async () => {
        clearInterval(pruneTimer);
        clearInterval(ticker);
        clearTimeout(retryTimer);
        for (const subscription of subscriptions) subscription.inbox.end(reason);
        subscriptions.clear();
        await bus.close();
        await Promise.all([flushing, pruning]);
      })();
      return closing;
    },
  };
}
