import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { isDatabaseUnavailable } from '@/db/connection-errors';
import { findAccessibleProject } from '@/db/queries/projects';
import type { Context } from '@/server/trpc/context';
import type { AuthUser } from '@/server/auth/authenticate';

/**
 * How often an open stream checks its session and project again. With the hub's one-second clock a
 * stream ends within 5 s of losing either.
 */
export const LIVE_CHECK_MS = 3_000;

type StreamContext = Pick<Context, 'reauthenticate' | 'db'> & { user: AuthUser; session: { id: string } };

/**
 * Throws when the stream must end: the session is gone (ended, revoked, expired: UNAUTHORIZED),
 * the role changed (FORBIDDEN) or the project left the access rule (NOT_FOUND). A database that
 * is away for a moment ends nothing; the next check asks again.
 */
export async function assertStreamStillAllowed(ctx: StreamContext, projectId: string | null): Promise<void> {
  try {
    const now = await ctx.reauthenticate();
    if (!now || now.session.id !== ctx.session.id || now.user.id !== ctx.user.id) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: nl.auth.notSignedIn });
    }
    if (now.user.role !== ctx.user.role) throw new TRPCError({ code: 'FORBIDDEN', message: nl.auth.forbidden });
    if (projectId && !(await findAccessibleProject(ctx.db, ctx.user, projectId))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: projectText.project.notFound });
    }
  } catch (error) {
    if (isDatabaseUnavailable(error)) return;
    throw error;
  }
}
