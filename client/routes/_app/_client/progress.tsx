import { createFileRoute } from '@tanstack/react-router';
import { nl } from '@/src/text/nl';
import { PageHeader } from '@/client/components/layout/page-header';
import { ClientProjectScope, selectedProject, validateProjectSearch } from '@/client/features/projects/client-project-scope';
import { ProjectProgress } from './-components/progress/project-progress';

export const Route = createFileRoute('/_app/_client/progress')({
  validateSearch: validateProjectSearch,
  loaderDeps: ({ search }) => ({ project: search.project }),
  // Exactly what the page's sections read: the timeline, the files and the thread, in one batch.
  loader: async ({ context: { me, trpc }, deps }) => {
    const project = selectedProject(me, deps.project);
    if (!project) return;
    const input = { projectId: project.id };
    await Promise.all([trpc.project.timeline.get.prefetch(input), trpc.project.uploads.list.prefetchInfinite(input), trpc.project.messages.list.prefetchInfinite(input)]);
  },
  component: ProgressPage,
});

function ProgressPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader title={nl.pages.progress} description={nl.progressPage.description} />
      <ClientProjectScope
        requestedId={search.project}
        onSelect={(project) => void navigate({ search: project ? { project } : {}, replace: true })}
        emptyDescription={nl.progressPage.noProjectsDescription}
      >
        {(project) => <ProjectProgress key={project.id} projectId={project.id} monthlyPrice={project.monthlyPrice} />}
      </ClientProjectScope>
    </>
  );
}
