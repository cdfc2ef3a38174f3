import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { LiveEventRow } from '@/db/queries/live-events';
import type { ProjectMessage } from '@/db/queries/project-messages';
import { countUnreadNotifications } from '@/db/queries/notifications';

/**
 * A new message goes whole (its thread merges it in place); anything else that changed goes by name (the page refreshes that query);
 * `resync` after events may have been missed makes the page refresh everything it shows live.
 */
export type SingleLivePayload =
  | { kind: 'notifications'; unread: number }
  | { kind: 'message'; projectId: string; message: ProjectMessage }
  | { kind: 'timeline' | 'checklist' | 'files' | 'project'; projectId: string }
  | { kind: 'resync' }
  | { kind: 'keepalive' };

/** Or several of them that reached the stream together (a message and the bell's new count), in order, as one. */
export type LivePayload = SingleLivePayload | { kind: 'several'; payloads: SingleLivePayload[] };

/** An event as subscriptions receive it (a project's with what every stream sends); `resync`: events may have been missed, reload instead. */
export type LiveItem = { type: 'event'; event: LiveEventRow; payload?: SingleLivePayload } | { type: 'resync' };

/** One answer per key for `ttlMs`: the streams of one user share a count (the hub's `shared`). */
export type SharedAnswer = <T>(key: string, ttlMs: number, load: () => Promise<T>) => Promise<T>;

export interface LiveOutput {
  id: string;
  payload: SingleLivePayload;
}

/** What one stream sends for the outputs of one turn: one message, under the last one's id (each costs the stream its own write). */
export function asOneMessage(outputs: readonly LiveOutput[]): { id: string; payload: LivePayload } {
  const last = outputs.at(-1)!;
  return outputs.length === 1 ? last : { id: last.id, payload: { kind: 'several', payloads: outputs.map((output) => output.payload) } };
}

/**
 * A project event as every stream of the project sends it: built once for all of them. Undefined
 * for a user's own events (the unread count differs per user) and a message gone meanwhile.
 */
export function sharedProjectPayload(event: LiveEventRow, message: ProjectMessage | undefined): SingleLivePayload | undefined {
  if (event.kind === 'notification' || !event.projectId) return undefined;
  if (event.kind === 'message') return message ? { kind: 'message', projectId: event.projectId, message } : undefined;
  return { kind: event.kind, projectId: event.projectId };
}

export const RESYNC: SingleLivePayload = { kind: 'resync' };
export const KEEPALIVE: SingleLivePayload = { kind: 'keepalive' };

/**
 * A batch's notification events become one count (one query, shared by the user's other tabs). Without one nothing is asked and the
 * answer comes at once, not as a promise: hundreds of streams get every message of a busy thread.
 */
export function livePayloads(
  db: Kysely<Database>,
  userId: string,
  items: readonly LiveItem[],
  lastId: string,
  shared: SharedAnswer,
): LiveOutput[] | Promise<LiveOutput[]> {
  const out: LiveOutput[] = [];
  let countAt: number | undefined;
  for (const item of items) {
    if (item.type === 'resync') out.push({ id: lastId, payload: RESYNC });
    else if (item.event.kind === 'notification') countAt = out.push({ id: String(item.event.id), payload: { kind: 'notifications', unread: 0 } }) - 1;
    else if (item.payload) out.push({ id: String(item.event.id), payload: item.payload });
  }
  if (countAt === undefined) return out;
  return withUnreadCount(out, countAt, () => shared(`unread:${userId}:${out[countAt]!.id}`, 5_000, () => countUnreadNotifications(db, userId)));
}

async function withUnreadCount(out: LiveOutput[], countAt: number, count: () => Promise<number>): Promise<LiveOutput[]> {
  const unread = await count();
  return out.flatMap((entry, index) => {
    if (entry.payload.kind !== 'notifications') return [entry];
    return index === countAt ? [{ id: entry.id, payload: { kind: 'notifications' as const, unread } }] : [];
  });
}
