import { createFileRoute } from '@tanstack/react-router';
import { projectText } from '@/src/text/nl/project';
import { messagesText } from '@/src/text/nl/messages';
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
import { BoughtModulesSection } from '../-components/project-detail/bought-modules-section';
import { ensureQuery } from '@/client/lib/route-data';

export const Route = createFileRoute('/_app/_developer/developer/projects/$projectId')({
  loader: ({ context: { trpc, queryClient }, params }) =>
    ensureProjectDetail(queryClient, trpc, params.projectId, [ensureQuery(queryClient, trpc.project.modules.list.queryOptions({ projectId: params.projectId }))]),
  component: DeveloperProjectPage,
  errorComponent: routeErrorTitled(projectText.project.loadFailed),
  notFoundComponent: () => <ProjectNotFoundPage ownProjects="/developer/projects" />,
});

/**
 * Spec 2: build link and the review snippet's line, bought modules, checklist, intake, planning with "gereed melden", files and
 * thread. Another developer's project reads "Project niet gevonden".
 */
function DeveloperProjectPage() {
  const { projectId } = Route.useParams();
  return (
    <ProjectDetailScope projectId={projectId}>
      {(project) => (
        <>
          <ProjectHeaderCard project={project} />
          <BuildLinkSection projectId={projectId} buildLink={project.buildLink} />
          <BoughtModulesSection projectId={projectId} />
          <SnippetCard />
          <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
            <ChecklistSection projectId={projectId} role="developer" />
            <IntakeAnswersSection projectId={projectId} />
          </div>
          <StaffTimelineSection projectId={projectId} role="developer" />
          <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
            <ProjectFilesSection projectId={projectId} />
            <MessagesSection projectId={projectId} description={messagesText.messages.staffDescription} />
          </div>
          <ProjectHistorySection projectId={projectId} />
        </>
      )}
    </ProjectDetailScope>
  );
}
