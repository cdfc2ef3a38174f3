import { notFound } from '@tanstack/react-router';
import { selectedProject } from '@/src/page-queries';
import type { Me } from '@/client/lib/trpc';

// Which project a one-project page (intake, progress, modules) shows; read by the loaders at start-up, so nothing here draws.
// The choice itself is src/page-queries.ts's, which the server follows too.

export type ClientProject = Me['projects'][number];

export { selectedProject };

/**
 * For the loader: the project the page will show. An address naming a project that is not the
 * client's is the route's "Project niet gevonden" (spec 8), never silently another project.
 */
export function projectToLoad(me: Me | null, requestedId: string | undefined): ClientProject | undefined {
  const project = selectedProject(me, requestedId);
  if (!project && requestedId !== undefined) throw notFound();
  return project;
}
