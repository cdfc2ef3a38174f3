import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { projectText } from '@/src/text/nl/project';
import type { Role } from '@/src/domain/statuses';
import { findAccessibleProject } from '@/db/queries/projects';
import { rolesProcedure } from './init';

export const projectIdInput = z.object({ projectId: z.guid(projectText.project.notFound) });

/** Who may call a project procedure; each resolves the project through the one access rule. */
export const ANY_PROJECT_ROLE = ['admin', 'developer', 'client'] as const satisfies readonly Role[];

/**
 * A wrong role is FORBIDDEN; a project the caller may not see (projectsVisibleTo) is NOT_FOUND, exactly like one that does not
 * exist. The checked project is on ctx.project; extend the input with .input().
 */
export function projectProcedure<const R extends Role>(roles: readonly R[]) {
  return rolesProcedure(roles)
    .input(projectIdInput)
    .use(async ({ ctx, input, next, type }) => {
      // Reads share one lookup per project; a write looks afresh and makes later reads do so too.
      if (type === 'mutation') ctx.accessibleProjects.clear();
      let lookup = type === 'query' ? ctx.accessibleProjects.get(input.projectId) : undefined;
      if (!lookup) {
        lookup = findAccessibleProject(ctx.db, ctx.user, input.projectId);
        if (type === 'query') ctx.accessibleProjects.set(input.projectId, lookup);
      }
      const project = await lookup;
      if (!project) throw new TRPCError({ code: 'NOT_FOUND', message: projectText.project.notFound });
      return next({ ctx: { project } });
    });
}
