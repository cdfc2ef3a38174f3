import { createFileRoute, Link } from '@tanstack/react-router';
import { AlertTriangle, FolderOpen } from 'lucide-react';
import { nl } from '../../../../src/text/nl';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/spinner';
import { ProjectPicker, useClientProjectChoice } from '../../../features/projects/project-picker';
import { errorMessage } from '../../../lib/trpc';
import { ProjectNotFound } from './-components/progress/project-not-found';
import { ProjectProgress } from './-components/progress/project-progress';

type ProgressSearch = { project?: string };

export const Route = createFileRoute('/_app/_client/progress')({
  validateSearch: (search: Record<string, unknown>): ProgressSearch =>
    typeof search.project === 'string' && search.project !== '' ? { project: search.project } : {},
  component: ProgressPage,
});

function ProgressPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { projects, list, selected } = useClientProjectChoice(search.project);

  function content() {
    if (projects.isPending) return <Loading />;
    if (projects.isError) {
      return (
        <EmptyState
          icon={AlertTriangle}
          title={nl.project.loadFailed}
          description={errorMessage(projects.error, nl.generic.error)}
          action={<Button onClick={() => void projects.refetch()}>{nl.generic.retry}</Button>}
        />
      );
    }
    if (!selected) {
      return (
        <EmptyState
          icon={FolderOpen}
          title={nl.project.none}
          description={nl.progressPage.noProjectsDescription}
          action={
            <Link to="/onboarding" className={buttonClasses()}>
              {nl.project.startProject}
            </Link>
          }
        />
      );
    }
    // An address naming a project that is not (or no longer) the client's: say so, never show another.
    if (search.project !== undefined && selected.id !== search.project) return <ProjectNotFound />;
    return (
      <>
        <ProjectPicker
          projects={list}
          value={selected.id}
          onChange={(projectId) => void navigate({ search: { project: projectId }, replace: true })}
        />
        <ProjectProgress key={selected.id} projectId={selected.id} monthlyPrice={selected.monthlyPrice} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={nl.pages.progress} description={nl.progressPage.description} />
      {content()}
    </>
  );
}
