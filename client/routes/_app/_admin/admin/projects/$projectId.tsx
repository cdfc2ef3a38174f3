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
import { ensureQuery } from '@/client/lib/route-data';
import { ProjectModulesSection } from '../-components/project-detail/project-modules-section';

export const Route = createFileRoute('/_app/_admin/admin/projects/$projectId')({
  // The sections below read exactly these; a section added here adds its query to the loader.
  loader: ({ context: { trpc, queryClient }, params }) =>
    ensureProjectDetail(queryClient, trpc, params.projectId, [
      ensureQuery(queryClient, trpc.admin.modules.purchasedForProject.queryOptions({ projectId: params.projectId })),
    ]),
  component: AdminProjectPage,
  errorComponent: routeErrorTitled(projectText.project.loadFailed),
  notFoundComponent: () => <ProjectNotFoundPage ownProjects="/admin/projects" />,
});

/**
 * The admin's project detail (spec 2): header, checklist, intake, planning, files and thread, each a
 * section of its own, and the modules bought for the project.
 */
function AdminProjectPage() {
  const { projectId } = Route.useParams();
  return (
    <ProjectDetailScope projectId={projectId}>
      {(project) => (
        <>
          <ProjectHeaderCard project={project} />
          <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
            <ChecklistSection projectId={projectId} role="admin" />
            <IntakeAnswersSection projectId={projectId} />
          </div>
          <StaffTimelineSection projectId={projectId} role="admin" />
          <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
            <ProjectFilesSection projectId={projectId} />
            <MessagesSection projectId={projectId} description={messagesText.messages.staffDescription} />
          </div>
          <ProjectModulesSection projectId={projectId} />
          <ProjectHistorySection projectId={projectId} />
        </>
      )}
    </ProjectDetailScope>
  );
}
