import { MousePointerClick } from 'lucide-react';
import { reviewPagePath } from '@/src/domain/review';
import { canApproveStep } from '@/src/domain/statuses';
import { isContentUploadStep } from '@/src/domain/timeline-template';
import { buttonClasses } from '@/client/components/ui/button';
import { openPinCount } from '@/client/features/progress/round-history';
import { TimelineSection, type TimelineData, type TimelineStep } from '@/client/features/progress/timeline-section';
import { ContentStepCompletion } from './content-step-completion';
import { StepApproval } from './step-approval';
import { useProgressRefresh } from './use-progress-refresh';
import { timelineText } from '@/src/text/nl/timeline';

/** The client's planning: approve or ask for changes, pin comments on the preview, complete the content step. */
export function ClientTimelineSection({ data }: { data: TimelineData }) {
  const projectId = data.project.id;
  const refresh = useProgressRefresh(projectId);

  function renderActions(step: TimelineStep) {
    if (canApproveStep(step.status)) {
      return (
        <div className="grid gap-3">
          {data.project.buildLink && (
            // A page of its own, loaded afresh: the server frames only this project's preview there.
            <a href={`${reviewPagePath('client', projectId)}?step=${step.id}`} className={buttonClasses('outline', 'sm', 'justify-self-start')}>
              <MousePointerClick aria-hidden="true" />
              {timelineText.timeline.reviewOnPreview}
            </a>
          )}
          <StepApproval
            projectId={projectId}
            step={step}
            previewLink={data.project.buildLink}
            round={step.rounds.at(-1)?.roundNumber ?? null}
            openPins={openPinCount(step.rounds)}
            onChanged={refresh.timeline}
          />
        </div>
      );
    }
    if (isContentUploadStep(step)) {
      return <ContentStepCompletion projectId={projectId} stepId={step.id} uploadCount={data.uploadCount} onChanged={refresh.timeline} />;
    }
    return null;
  }

  return <TimelineSection data={data} viewer="client" renderActions={renderActions} />;
}
