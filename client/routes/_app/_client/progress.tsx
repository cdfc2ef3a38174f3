import { createFileRoute } from '@tanstack/react-router';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { progressPage } from '@/src/text/nl/progress';
import { routeErrorTitled } from '@/client/components/layout/route-error-page';
import { PageHeader } from '@/client/components/layout/page-header';
import { PROJECT_PAGE_QUERIES, validateProjectSearch } from '@/src/page-queries';
import { ClientProjectScope } from '@/client/features/projects/client-project-scope';
import { projectToLoad } from '@/client/features/projects/selected-project';
import { ProjectNotFoundPage } from '@/client/features/projects/project-not-found';
import { ensurePageQueries, orNotFound } from '@/client/lib/route-data';
import { ProjectProgress } from './-components/progress/project-progress';

export const Route = createFileRoute('/_app/_client/progress')({
  validateSearch: validateProjectSearch,
  loaderDeps: ({ search }) => ({ project: search.project }),
  // Exactly what the page's sections read: the timeline, the files and the thread, in one batch.
  loader: async ({ context, deps }) => {
    const project = projectToLoad(context.me, deps.project);
    if (project) await orNotFound(ensurePageQueries(context, PROJECT_PAGE_QUERIES['/progress'](project.id)));
  },
  component: ProgressPage,
  errorComponent: routeErrorTitled(projectText.project.loadFailed),
  notFoundComponent: () => <ProjectNotFoundPage ownProjects="/progress" />,
});

function ProgressPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader title={nl.pages.progress} description={progressPage.description} />
      <ClientProjectScope
        requestedId={search.project}
        onSelect={(project) => void navigate({ search: { project }, replace: true })}
        emptyDescription={progressPage.noProjectsDescription}
      >
        {(project) => <ProjectProgress key={project.id} projectId={project.id} monthlyPrice={project.monthlyPrice} />}
      </ClientProjectScope>
    </>
  );
}
