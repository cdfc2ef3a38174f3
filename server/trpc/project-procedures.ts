import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { nl } from '@/src/text/nl';
import { findAccessibleProject } from '@/db/queries/projects';
import { adminProcedure, clientProcedure, developerProcedure } from './init';

export const projectIdInput = z.object({ projectId: z.guid(nl.project.notFound) });

function withProject<P extends typeof clientProcedure | typeof developerProcedure | typeof adminProcedure>(base: P) {
  return base.input(projectIdInput).use(async ({ ctx, input, next }) => {
    const project = await findAccessibleProject(ctx.db, ctx.user, input.projectId);
    // Another owner's project answers exactly like a missing one.
    if (!project) throw new TRPCError({ code: 'NOT_FOUND', message: nl.project.notFound });
    return next({ ctx: { ...ctx, project } });
  });
}

/** Procedures on one project: the checked project is on ctx.project. Extend the input with .input(). */
export const clientProjectProcedure = withProject(clientProcedure);
export const developerProjectProcedure = withProject(developerProcedure);
export const adminProjectProcedure = withProject(adminProcedure);
