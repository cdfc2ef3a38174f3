import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { AlertTriangle, ClipboardList } from 'lucide-react';
import { nl } from '../../../../src/text/nl';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/spinner';
import { ProjectPicker, useClientProjectChoice } from '../../../features/projects/project-picker';
import { errorMessage } from '../../../lib/trpc';
import { ProjectIntake } from './-components/intake/project-intake';

type IntakeSearch = { project?: string };

export const Route = createFileRoute('/_app/_client/intake')({
  validateSearch: (search: Record<string, unknown>): IntakeSearch =>
    typeof search.project === 'string' && search.project ? { project: search.project } : {},
  component: IntakePage,
});

function IntakePage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { projects, list, selected } = useClientProjectChoice(search.project);

  function content() {
    if (projects.isPending) return <Loading />;
    if (projects.isError) {
      return (
        <EmptyState
          icon={AlertTriangle}
          title={nl.generic.loadFailed}
          description={errorMessage(projects.error, nl.generic.loadFailed)}
          action={<Button onClick={() => void projects.refetch()}>{nl.generic.retry}</Button>}
        />
      );
    }
    if (!selected) {
      return (
        <EmptyState
          icon={ClipboardList}
          title={nl.project.none}
          description={nl.intakePage.noProjectDescription}
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
        <ProjectPicker projects={list} value={selected.id} onChange={(project) => void navigate({ search: { project }, replace: true })} />
        <ProjectIntake key={selected.id} projectId={selected.id} />
      </>
    );
  }

  return (
    <div className="max-w-3xl">
      <PageHeader title={nl.pages.intake} description={nl.intakePage.description} />
      {content()}
    </div>
  );
}
