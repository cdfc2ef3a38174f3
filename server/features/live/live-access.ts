import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { isDatabaseUnavailable } from '@/db/connection-errors';
import { findAccessibleProject } from '@/db/queries/projects';
import type { Context } from '@/server/trpc/context';
import type { AuthUser } from '@/server/auth/authenticate';

/**
 * Besides the session watch's prompt (within 2 s of a change), every stream checks in full now
 * and then, in case something the watch does not see decides access.
 */
export const LIVE_FULL_CHECK_MS = 60_000;
/** The answers one session's (or one project's) streams share. */
const SHARED_ANSWER_MS = 1_000;

type StreamContext = Pick<Context, 'services' | 'reauthenticate' | 'db'> & { user: AuthUser; session: { id: string } };

/**
 * Throws when the stream must end: the session is gone (ended, revoked, expired: UNAUTHORIZED),
 * the role changed (FORBIDDEN) or the project left the access rule (NOT_FOUND). A database that
 * is away for a moment ends nothing; the next check asks again. Returns the session's current
 * expiry when it was read.
 */
export async function assertStreamStillAllowed(ctx: StreamContext, projectId: string | null): Promise<Date | undefined> {
  const { live } = ctx.services;
  try {
    const now = await live.shared(`session:${ctx.session.id}`, SHARED_ANSWER_MS, () => ctx.reauthenticate());
    if (!now || now.session.id !== ctx.session.id || now.user.id !== ctx.user.id) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: nl.auth.notSignedIn });
    }
    if (now.user.role !== ctx.user.role) throw new TRPCError({ code: 'FORBIDDEN', message: nl.auth.forbidden });
    if (projectId) {
      const key = `project:${ctx.user.id}:${ctx.user.role}:${projectId}`;
      const project = await live.shared(key, SHARED_ANSWER_MS, () => findAccessibleProject(ctx.db, ctx.user, projectId));
      if (!project) throw new TRPCError({ code: 'NOT_FOUND', message: nl.project.notFound });
    }
    return now.session.expiresAt;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return undefined;
    throw error;
  }
}
