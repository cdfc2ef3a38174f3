import { ListChecks } from 'lucide-react';
import type { RouterOutputs } from '@/client/lib/trpc';
import { isContentUploadStep } from '@/src/domain/timeline-template';
import { nl } from '@/src/text/nl';
import { EmptyState } from '@/client/components/ui/empty-state';
import { TimelineList } from '@/client/features/progress/timeline-list';
import { TimelineProgressSummary } from '@/client/features/progress/timeline-progress';
import { ContentStepCompletion } from './content-step-completion';
import { SectionCard } from './section-card';
import { StepApproval } from './step-approval';
import { useProgressRefresh } from './use-progress-refresh';

type TimelineData = RouterOutputs['project']['timeline']['get'];
type Step = TimelineData['steps'][number];

const t = nl.timeline;

/** The planning with the progress bar; the client approves, gives feedback and completes the content step. */
export function TimelineSection({ data }: { data: TimelineData }) {
  const projectId = data.project.id;
  const refresh = useProgressRefresh(projectId);

  function renderActions(step: Step) {
    if (step.status === 'ready_for_approval') {
      return <StepApproval projectId={projectId} step={step} onChanged={refresh.timeline} />;
    }
    if (isContentUploadStep(step)) {
      return <ContentStepCompletion projectId={projectId} stepId={step.id} uploadCount={data.uploadCount} onChanged={refresh.timeline} />;
    }
    return null;
  }

  return (
    <SectionCard title={t.title}>
      {data.steps.length === 0 ? (
        <EmptyState icon={ListChecks} title={t.noSteps} description={t.noStepsDescription} className="py-8" />
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <TimelineProgressSummary progress={data.progress} />
          <TimelineList
            steps={data.steps}
            isActionRequired={(step) => step.status === 'ready_for_approval'}
            renderActions={renderActions}
          />
        </div>
      )}
    </SectionCard>
  );
}
