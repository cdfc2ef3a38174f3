import { isContentUploadStep } from '@/src/domain/timeline-template';
import { TimelineSection, type TimelineData, type TimelineStep } from '@/client/features/progress/timeline-section';
import { ContentStepCompletion } from './content-step-completion';
import { StepApproval } from './step-approval';
import { useProgressRefresh } from './use-progress-refresh';

/** The client's planning: approve, give feedback and complete the content step. */
export function ClientTimelineSection({ data }: { data: TimelineData }) {
  const projectId = data.project.id;
  const refresh = useProgressRefresh(projectId);

  function renderActions(step: TimelineStep) {
    if (step.status === 'ready_for_approval') {
      return <StepApproval projectId={projectId} step={step} onChanged={refresh.timeline} />;
    }
    if (isContentUploadStep(step)) {
      return <ContentStepCompletion projectId={projectId} stepId={step.id} uploadCount={data.uploadCount} onChanged={refresh.timeline} />;
    }
    return null;
  }

  return <TimelineSection data={data} viewer="client" isActionRequired={(step) => step.status === 'ready_for_approval'} renderActions={renderActions} />;
}
