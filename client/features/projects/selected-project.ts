import { notFound } from '@tanstack/react-router';
import type { Me } from '@/client/lib/trpc';

// Which of the client's projects a one-project page (intake, progress, modules) shows. Read by the
// routes' loaders at start-up, so nothing here draws.

export type ClientProject = Me['projects'][number];

export type ProjectSearch = { project?: string };

/** `validateSearch` of the pages that show one project: `?project=<id>`, or nothing for the newest. */
export function validateProjectSearch(search: Record<string, unknown>): ProjectSearch {
  return typeof search.project === 'string' && search.project !== '' ? { project: search.project } : {};
}

/** The project such a page shows: the one in the address if it is the client's own, else the newest; undefined when none. */
export function selectedProject(me: Me | null, requestedId: string | undefined): ClientProject | undefined {
  const projects = me?.projects ?? [];
  return requestedId === undefined ? projects[0] : projects.find((project) => project.id === requestedId);
}

/**
 * For the loader: the project the page will show. An address naming a project that is not the
 * client's is the route's "Project niet gevonden" (spec 8), never silently another project.
 */
export function projectToLoad(me: Me | null, requestedId: string | undefined): ClientProject | undefined {
  const project = selectedProject(me, requestedId);
  if (!project && requestedId !== undefined) throw notFound();
  return project;
}
