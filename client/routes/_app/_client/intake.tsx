import { createFileRoute } from '@tanstack/react-router';
import { nl } from '@/src/text/nl';
import { intakePage } from '@/src/text/nl/intake';
import { PageHeader } from '@/client/components/layout/page-header';
import { ClientProjectScope } from '@/client/features/projects/client-project-scope';
import { PROJECT_PAGE_QUERIES, validateProjectSearch } from '@/src/page-queries';
import { projectToLoad } from '@/client/features/projects/selected-project';
import { ProjectNotFoundPage } from '@/client/features/projects/project-not-found';
import { ensurePageQueries, orNotFound } from '@/client/lib/route-data';
import { ProjectIntake } from './-components/intake/project-intake';

export const Route = createFileRoute('/_app/_client/intake')({
  validateSearch: validateProjectSearch,
  loaderDeps: ({ search }) => ({ project: search.project }),
  loader: async ({ context, deps }) => {
    const project = projectToLoad(context.me, deps.project);
    if (project) await orNotFound(ensurePageQueries(context, PROJECT_PAGE_QUERIES['/intake'](project.id)));
  },
  component: IntakePage,
  notFoundComponent: () => <ProjectNotFoundPage ownProjects="/intake" />,
});

function IntakePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className="max-w-3xl">
      <PageHeader title={nl.pages.intake} description={intakePage.description} />
      <ClientProjectScope
        requestedId={search.project}
        onSelect={(project) => void navigate({ search: { project }, replace: true })}
        emptyDescription={intakePage.noProjectDescription}
      >
        {(project) => <ProjectIntake key={project.id} projectId={project.id} />}
      </ClientProjectScope>
    </div>
  );
}
