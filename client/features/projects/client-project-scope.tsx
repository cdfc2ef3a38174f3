import type { ReactNode } from 'react';
import { Link, notFound } from '@tanstack/react-router';
import { FolderOpen } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { buttonClasses } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import type { Me } from '@/client/lib/trpc';
import { useMe } from '@/client/lib/session';
import { ProjectPicker } from './project-picker';

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

type ClientProjectScopeProps = {
  /** The `project` search parameter; without it the newest project is shown. */
  requestedId: string | undefined;
  /** Puts a project in the address; the page keeps its choice across reloads. */
  onSelect: (projectId: string) => void;
  /** Under "Geen projecten" when the client has none yet. */
  emptyDescription: string;
  children: (project: ClientProject) => ReactNode;
};

/** The client pages that work on one project (intake, progress, modules): the picker when there are several, or "Geen projecten". */
export function ClientProjectScope({ requestedId, onSelect, emptyDescription, children }: ClientProjectScopeProps) {
  // The client's projects come with the signed-in user (auth.me), read again whenever one is added.
  const me = useMe();
  const selected = selectedProject(me, requestedId);
  if (!selected) {
    return (
      <EmptyState
        icon={FolderOpen}
        title={nl.project.none}
        description={emptyDescription}
        action={
          <Link to="/onboarding" search={{ intent: 'new' }} className={buttonClasses()}>
            {nl.project.startProject}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ProjectPicker projects={me?.projects ?? []} value={selected.id} onChange={onSelect} />
      {children(selected)}
    </>
  );
}
