import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { FolderOpen, SearchX } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Loading } from '@/client/components/ui/spinner';
import { trpc, type RouterOutputs } from '@/client/lib/trpc';
import { ProjectPicker } from './project-picker';
import { LoadError } from '@/client/components/ui/load-error';

export type ClientProject = RouterOutputs['client']['projects']['list'][number];

export type ProjectSearch = { project?: string };

/** `validateSearch` of the pages that show one project: `?project=<id>`, or nothing for the newest. */
export function validateProjectSearch(search: Record<string, unknown>): ProjectSearch {
  return typeof search.project === 'string' && search.project !== '' ? { project: search.project } : {};
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
  const projects = trpc.client.projects.list.useQuery();
  if (projects.isPending) return <Loading />;
  if (projects.isError) {
    return (
      <LoadError title={nl.project.loadFailed} error={projects.error} onRetry={() => void projects.refetch()} />
    );
  }
  const list = projects.data;
  const selected = requestedId === undefined ? list[0] : list.find((project) => project.id === requestedId);
  if (!selected) {
    // A project made a moment ago may not be in a list cached before it.
    if (requestedId !== undefined && projects.isFetching) return <Loading />;
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
