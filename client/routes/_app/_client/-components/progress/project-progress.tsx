import { nl } from '@/src/text/nl';
import { Loading } from '@/client/components/ui/spinner';
import { ProjectNotFound } from '@/client/features/projects/client-project-scope';
import { errorStatus, trpc } from '@/client/lib/trpc';
import { MessagesSection } from '@/client/features/messages/messages-section';
import { ProjectOverview } from './project-overview';
import { ClientTimelineSection } from './timeline-section';
import { UploadsSection } from './uploads-section';
import { LoadError } from '@/client/components/ui/load-error';

/** Everything /progress shows for one project: overview, planning, files and messages. */
export function ProjectProgress({ projectId, monthlyPrice }: { projectId: string; monthlyPrice?: string }) {
  const timeline = trpc.project.timeline.get.useQuery({ projectId });

  if (timeline.isPending) return <Loading />;
  if (timeline.isError) {
    if (errorStatus(timeline.error) === 404) return <ProjectNotFound />;
    return (
      <LoadError title={nl.project.loadFailed} error={timeline.error} onRetry={() => void timeline.refetch()} />
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <ProjectOverview project={timeline.data.project} monthlyPrice={monthlyPrice} />
      <ClientTimelineSection data={timeline.data} />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <UploadsSection projectId={projectId} />
        <MessagesSection projectId={projectId} />
      </div>
    </div>
  );
}
