import DataLoader from 'dataloader';
import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { isDatabaseUnavailable } from '@/db/connection-errors';
import { perDatabase } from '@/db/per-database';
import { visibleProjectIds, type Actor } from '@/db/queries/projects';
import type { Context } from '@/server/trpc/context';
import type { AuthUser } from '@/server/auth/authenticate';

/**
 * How often an open stream checks its session and project again. With the hub's one-second clock a
 * stream ends within 5 s of losing either.
 */
export const LIVE_CHECK_MS = 3_000;

type StreamContext = Pick<Context, 'reauthenticate' | 'db'> & { user: AuthUser; session: { id: string } };

interface ProjectCheck {
  actor: Actor;
  projectId: string;
}

const actorKey = (actor: Actor) => `${actor.id}:${actor.role}`;

/**
 * The access rule for the streams whose checks fall due on the same tick of the hub, gathered per
 * turn of the event loop (dataloader; nothing is kept): one statement per user, not per stream.
 */
const projectCheckFor = perDatabase(
  (db) =>
    new DataLoader<ProjectCheck, boolean>(
      async (checks) => {
        const byActor = new Map<string, { actor: Actor; projectIds: string[] }>();
        for (const { actor, projectId } of checks) {
          const entry = byActor.get(actorKey(actor)) ?? { actor, projectIds: [] };
          entry.projectIds.push(projectId);
          byActor.set(actorKey(actor), entry);
        }
        const visible = new Map(
          await Promise.all([...byActor].map(async ([key, { actor, projectIds }]) => [key, await visibleProjectIds(db, actor, projectIds)] as const)),
        );
        return checks.map(({ actor, projectId }) => visible.get(actorKey(actor))!.has(projectId));
      },
      { cache: false },
    ),
);

/**
 * Throws when the stream must end: session gone (UNAUTHORIZED), role changed (FORBIDDEN), project out of the access rule (NOT_FOUND).
 * A database that is away for a moment ends nothing; the next check asks again.
 */
export async function assertStreamStillAllowed(ctx: StreamContext, projectId: string | null): Promise<void> {
  try {
    const now = await ctx.reauthenticate();
    if (!now || now.session.id !== ctx.session.id || now.user.id !== ctx.user.id) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: nl.auth.notSignedIn });
    }
    if (now.user.role !== ctx.user.role) throw new TRPCError({ code: 'FORBIDDEN', message: nl.auth.forbidden });
    if (projectId && !(await projectCheckFor(ctx.db).load({ actor: ctx.user, projectId }))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: projectText.project.notFound });
    }
  } catch (error) {
    if (isDatabaseUnavailable(error)) return;
    throw error;
  }
}
