import { MessagesSection } from '@/client/features/messages/messages-section';
import { trpc } from '@/client/lib/trpc';
import { useFollowLiveProject } from '@/client/features/live/live-updates';
import { ProjectOverview } from './project-overview';
import { ClientTimelineSection } from './timeline-section';
import { UploadsSection } from './uploads-section';

/**
 * Below the timeline, off screen on a phone as the page opens: laid out when they come near (they
 * stay in the accessibility tree and find-in-page), so the first screen is drawn sooner.
 */
const BELOW_THE_TIMELINE = '[content-visibility:auto] [contain-intrinsic-size:auto_32rem]';

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
        <UploadsSection projectId={projectId} className={BELOW_THE_TIMELINE} />
        <MessagesSection projectId={projectId} className={BELOW_THE_TIMELINE} />
      </div>
    </div>
  );
}
