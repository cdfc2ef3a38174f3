import { MessagesSection } from '@/client/features/messages/messages-section';
import { trpc } from '@/client/lib/trpc';
import { useFollowLiveProject } from '@/client/features/live/live-updates';
import { ProjectOverview } from './project-overview';
import { ClientTimelineSection } from './timeline-section';
import { UploadsSection } from './uploads-section';

/** Everything /progress shows for one project: overview, planning, files and messages. */
export function ProjectProgress({ projectId, monthlyPrice }: { projectId: string; monthlyPrice?: string }) {
  const [timeline] = trpc.project.timeline.get.useSuspenseQuery({ projectId });
  // The developer's messages, a step made ready, new files: shown as they happen.
  useFollowLiveProject(projectId);
  return (
    <div className="grid grid-cols-1 gap-6">
      <ProjectOverview project={timeline.project} monthlyPrice={monthlyPrice} />
      <ClientTimelineSection data={timeline} />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <UploadsSection projectId={projectId} />
        <MessagesSection projectId={projectId} />
      </div>
    </div>
  );
}
