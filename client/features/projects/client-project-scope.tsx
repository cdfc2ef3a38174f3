import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { FolderOpen, SearchX } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { Button, buttonClasses } from '@/client/components/ui/button';
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

/** Spec 8: an unknown or someone else's project reads the same. `onBack` shows the page's own projects, else the dashboard. */
export function ProjectNotFound({ onBack }: { onBack?: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title={nl.project.notFound}
      description={nl.project.notFoundDescription}
      action={
        onBack ? (
          <Button variant="outline" onClick={onBack}>
            {nl.project.toOwnProjects}
          </Button>
        ) : (
          <Link to="/" className={buttonClasses('outline')}>
            {nl.project.toOwnProjects}
          </Link>
        )
      }
    />
  );
}

type ClientProjectScopeProps = {
  /** The `project` search parameter; without it the newest project is shown. */
  requestedId: string | undefined;
  /** Puts a project in the address (undefined: the newest); the page keeps its choice across reloads. */
  onSelect: (projectId: string | undefined) => void;
  /** Under "Geen projecten" when the client has none yet. */
  emptyDescription: string;
  children: (project: ClientProject) => ReactNode;
};

/**
 * The client pages that work on one project (intake, progress): loading, error and empty states,
 * the picker when there are several, and "Project niet gevonden" for an address naming a project
 * that is not the client's, never silently another one.
 */
export function ClientProjectScope({ requestedId, onSelect, emptyDescription, children }: ClientProjectScopeProps) {
  // The client's projects come with the signed-in user (auth.me), read again whenever one is added.
  const me = useMe();
  const list = me?.projects ?? [];
  const selected = selectedProject(me, requestedId);
  if (!selected) {
    if (requestedId !== undefined) return <ProjectNotFound onBack={() => onSelect(undefined)} />;
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
      <ProjectPicker projects={list} value={selected.id} onChange={onSelect} />
      {children(selected)}
    </>
  );
}
