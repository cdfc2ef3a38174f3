import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { FolderOpen } from 'lucide-react';
import { projectText } from '@/src/text/nl/project';
import { buttonClasses } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { useMe } from '@/client/lib/session';
import { ProjectPicker } from './project-picker';
import { selectedProject, type ClientProject } from './selected-project';

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
        title={projectText.project.none}
        description={emptyDescription}
        action={
          <Link to="/onboarding" search={{ intent: 'new' }} className={buttonClasses()}>
            {projectText.project.startProject}
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
