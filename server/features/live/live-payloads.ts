import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { ProjectMessage } from '@/db/queries/project-messages';
import { countUnreadNotifications } from '@/db/queries/notifications';
import type { LiveItem } from './live-hub';

/**
 * What a browser receives: a new message whole (its thread merges it in place), the new unread
 * count, the name of what else changed (the page refreshes that query), or `resync` after events
 * may have been missed (the page refreshes everything it shows live).
 */
export type LivePayload =
  | { kind: 'notifications'; unread: number }
  | { kind: 'message'; projectId: string; message: ProjectMessage }
  | { kind: 'timeline' | 'checklist' | 'files' | 'project'; projectId: string }
  | { kind: 'resync' };

export interface LiveOutput {
  id: string;
  payload: LivePayload;
}

/**
 * Turns the events that reached one subscription into what it sends, in order. Notification
 * events in one batch become one count (one query); `lastId` labels a resync.
 */
export async function livePayloads(db: Kysely<Database>, userId: string, items: readonly LiveItem[], lastId: string): Promise<LiveOutput[]> {
  const out: LiveOutput[] = [];
  let countAt: number | undefined;
  for (const item of items) {
    if (item.type === 'resync') {
      out.push({ id: lastId, payload: { kind: 'resync' } });
      continue;
    }
    const { event } = item;
    const id = String(event.id);
    if (event.kind === 'notification') {
      countAt = out.push({ id, payload: { kind: 'notifications', unread: 0 } }) - 1;
    } else if (event.kind === 'message') {
      if (item.message && event.projectId) out.push({ id, payload: { kind: 'message', projectId: event.projectId, message: item.message } });
    } else if (event.projectId) {
      out.push({ id, payload: { kind: event.kind, projectId: event.projectId } });
    }
  }
  if (countAt === undefined) return out;
  // Only the last count of a batch goes out, with the newest number.
  const unread = await countUnreadNotifications(db, userId);
  return out.flatMap((entry, index) => {
    if (entry.payload.kind !== 'notifications') return [entry];
    return index === countAt ? [{ id: entry.id, payload: { kind: 'notifications' as const, unread } }] : [];
  });
}
