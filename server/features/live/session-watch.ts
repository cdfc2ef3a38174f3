import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { projectFingerprints, roleFingerprints, sessionFingerprints } from '@/db/queries/live-watch';

// Watches what every open stream of this process depends on (its session, the user's roles, its
// project) every two seconds in three queries, however many streams are open, and tells a stream
// when one of those rows changed or its session's time ran out. The stream then checks afresh
// (authenticate and the access rule) and ends if it must: within 5 s of a sign-out, a revoked
// session, a role change or a project handed to someone else.

export const WATCH_INTERVAL_MS = 2_000;

export interface WatchedStream {
  sessionId: string;
  userId: string;
  projectId: string | null;
  /** When the session runs out unless used meanwhile. */
  expiresAt: Date;
}

interface Entry extends WatchedStream {
  onChange(): void;
  /** Fingerprints as this stream first saw them; undefined until the first round. */
  seen?: { session: string | undefined; roles: string | undefined; project: string | undefined };
}

export interface SessionWatch {
  /** Starts watching for one stream; the returned function stops. */
  watch(stream: WatchedStream, onChange: () => void): () => void;
  /** The stream's session was found valid again (with a later expiry, after use elsewhere). */
  renewed(stop: () => void, expiresAt: Date): void;
  close(): void;
}

export function createSessionWatch(deps: { db: Kysely<Database>; log: FastifyBaseLogger; intervalMs?: number }): SessionWatch {
  const entries = new Map<() => void, Entry>();
  let running: Promise<void> | undefined;
  const timer = setInterval(() => void (running ??= round().finally(() => (running = undefined))), deps.intervalMs ?? WATCH_INTERVAL_MS);
  timer.unref();

  async function round() {
    if (entries.size === 0) return;
    const all = [...entries.values()];
    const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))];
    let sessions, roles, projects;
    try {
      [sessions, roles, projects] = await Promise.all([
        sessionFingerprints(deps.db, unique(all.map((entry) => entry.sessionId))),
        roleFingerprints(deps.db, unique(all.map((entry) => entry.userId))),
        projectFingerprints(deps.db, unique(all.map((entry) => entry.projectId))),
      ]);
    } catch (error) {
      // The database is away for a moment; nothing can have been signed out meanwhile either.
      deps.log.warn({ err: error }, 'live streams: watching sessions failed; the next round retries');
      return;
    }
    const now = Date.now();
    for (const entry of all) {
      const current = { session: sessions.get(entry.sessionId), roles: roles.get(entry.userId), project: entry.projectId ? projects.get(entry.projectId) : undefined };
      const first = entry.seen === undefined;
      const changed =
        first ||
        current.session === undefined ||
        current.session !== entry.seen!.session ||
        current.roles !== entry.seen!.roles ||
        current.project !== entry.seen!.project ||
        entry.expiresAt.getTime() <= now;
      entry.seen = current;
      // The first round checks once more what may have changed between opening and watching.
      if (changed) entry.onChange();
    }
  }

  return {
    watch(stream, onChange) {
      const stop = () => void entries.delete(stop);
      entries.set(stop, { ...stream, onChange });
      return stop;
    },
    renewed(stop, expiresAt) {
      const entry = entries.get(stop);
      if (entry) entry.expiresAt = expiresAt;
    },
    close() {
      clearInterval(timer);
      entries.clear();
    },
  };
}
