import type { ReactNode } from 'react';
import { ListChecks } from 'lucide-react';
import { timelineText } from '@/src/text/nl/timeline';
import type { TurnViewer } from '@/src/domain/turns';
import { SectionCard } from '@/client/components/layout/section-card';
import { EmptyState } from '@/client/components/ui/empty-state';
import type { RouterOutputs } from '@/client/lib/trpc';
import { TimelineList } from './timeline-list';
import { TimelineProgressSummary } from './timeline-progress';

export type TimelineData = RouterOutputs['project']['timeline']['get'];
export type TimelineStep = TimelineData['steps'][number];

const t = timelineText.timeline;

type TimelineSectionProps = {
  data: TimelineData;
  viewer: TurnViewer;
  /** What the viewer's role can do on a step: the client approves, the developer marks ready, staff reschedule. */
  renderActions?: (step: TimelineStep) => ReactNode;
  emptyDescription?: string;
};

/** The planning with its progress bar, for every role; the page brings the role's actions. */
export function TimelineSection({ data, viewer, renderActions, emptyDescription = t.noStepsDescription }: TimelineSectionProps) {
  return (
    <SectionCard id="planning" title={t.title}>
      {data.steps.length === 0 ? (
        <EmptyState icon={ListChecks} title={t.noSteps} description={emptyDescription} className="py-8" />
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <TimelineProgressSummary progress={data.progress} />
          <TimelineList
            steps={data.steps}
            viewer={viewer}
            projectCreatedAt={data.project.createdAt}
            renderActions={renderActions}
          />
        </div>
      )}
    </SectionCard>
  );
}
