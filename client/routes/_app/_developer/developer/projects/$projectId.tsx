import { createFileRoute } from '@tanstack/react-router';
import { nl } from '@/src/text/nl';
import { routeErrorTitled } from '@/client/components/layout/route-error-page';
import { MessagesSection } from '@/client/features/messages/messages-section';
import { ChecklistSection } from '@/client/features/project-detail/checklist-section';
import { IntakeAnswersSection } from '@/client/features/project-detail/intake-answers-section';
import { ensureProjectDetail } from '@/client/features/project-detail/load-project-detail';
import { ProjectDetailScope } from '@/client/features/project-detail/project-detail-scope';
import { ProjectFilesSection } from '@/client/features/project-detail/project-files-section';
import { ProjectHeaderCard } from '@/client/features/project-detail/project-header-card';
import { StaffTimelineSection } from '@/client/features/project-detail/staff-timeline-section';
import { ProjectHistorySection } from '@/client/features/project-detail/project-history-section';
import { ProjectNotFoundPage } from '@/client/features/projects/project-not-found';
import { SnippetCard } from '@/client/features/review/snippet-card';
import { BuildLinkSection } from '../-components/project-detail/build-link-section';

export const Route = createFileRoute('/_app/_developer/developer/projects/$projectId')({
  loader: ({ context: { trpc, queryClient }, params }) => ensureProjectDetail(queryClient, trpc, params.projectId),
  component: DeveloperProjectPage,
  errorComponent: routeErrorTitled(nl.project.loadFailed),
  notFoundComponent: () => <ProjectNotFoundPage ownProjects="/developer/projects" />,
});

/**
 * The developer's project detail (spec 2): build link and the review snippet's line, checklist, intake, planning with "gereed
 * melden", the client's files and the thread. Another developer's project reads "Project niet gevonden".
 */
function DeveloperProjectPage() {
  const { projectId } = Route.useParams();
  return (
    <ProjectDetailScope projectId={projectId}>
      {(project) => (
        <>
          <ProjectHeaderCard project={project} />
          <BuildLinkSection projectId={projectId} buildLink={project.buildLink} />
          <SnippetCard />
          <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
            <ChecklistSection projectId={projectId} role="developer" />
            <IntakeAnswersSection projectId={projectId} />
          </div>
          <StaffTimelineSection projectId={projectId} role="developer" />
          <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
            <ProjectFilesSection projectId={projectId} />
            <MessagesSection projectId={projectId} description={nl.messages.staffDescription} />
          </div>
          <ProjectHistorySection projectId={projectId} />
        </>
      )}
    </ProjectDetailScope>
  );
}
