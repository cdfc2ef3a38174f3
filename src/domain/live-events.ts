// What an open page follows live: a project's thread, timeline, checklist, files and header, and
// the signed-in user's notifications. The browser refreshes or merges what the event names.

export const LIVE_EVENT_KINDS = ['message', 'timeline', 'checklist', 'files', 'project', 'notification'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** Events of a project the client does not see (the checklist is the staff's own list). */
const STAFF_ONLY: ReadonlySet<LiveEventKind> = new Set(['checklist']);

export function liveEventVisibleToRole(kind: string, role: string | null): boolean {
  return role === 'admin' || role === 'developer' || !STAFF_ONLY.has(kind as LiveEventKind);
}

/** How long events are kept for browsers that reconnect; one that was away longer reloads its data. */
export const LIVE_EVENT_RETENTION_HOURS = 24;
