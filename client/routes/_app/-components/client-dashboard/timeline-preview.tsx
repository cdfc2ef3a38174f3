import { CheckCircle2, Circle, CircleAlert } from 'lucide-react';
import { clientDashboardPage } from '@/src/text/nl/client-dashboard';
import { timelineText } from '@/src/text/nl/timeline';
import { formatDateOnOneLine } from '@/client/lib/dates';
import { canApproveStep } from '@/src/domain/statuses';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/class-names';
import { LateNote } from '@/client/features/progress/late-note';
import type { PreviewStep } from './types';

const text = clientDashboardPage;

/** "Afgerond 5 december 2026" for an approved step (never its expected date), else when it is expected. */
function stepDate(step: PreviewStep): string {
  if (step.status === 'approved') {
    const done = step.approvedDate ?? step.completedAt;
    return done ? text.stepDone(formatDateOnOneLine(done)) : text.stepDoneUndated;
  }
  return step.expectedDate ? timelineText.timeline.expected(formatDateOnOneLine(step.expectedDate)) : text.stepUnplanned;
}

function StepIcon({ status }: { status: string }) {
  if (status === 'approved') return <CheckCircle2 aria-hidden="true" className="size-5 text-success" />;
  if (canApproveStep(status)) return <CircleAlert aria-hidden="true" className="size-5 text-[oklch(0.55_0.13_70)]" />;
  return <Circle aria-hidden="true" className="size-5 text-muted-foreground/60" />;
}

/** Spec 2/9: the first five steps, approved ones struck through; a row on wide screens, a list on narrow ones. */
export function TimelinePreview({ steps }: { steps: readonly PreviewStep[] }) {
  if (steps.length === 0) return <p className="text-sm text-muted-foreground">{text.noSteps}</p>;
  return (
    <ol className="grid gap-3 lg:grid-flow-col lg:auto-cols-fr lg:gap-4" data-testid="timeline-preview">
      {steps.map((step, index) => {
        const approved = step.status === 'approved';
        return (
          <li key={step.id} className="relative flex items-start gap-3 lg:flex-col lg:gap-2" data-status={step.status}>
            {/* The line to the next step, drawn only in the row layout. */}
            {index < steps.length - 1 && (
              <span aria-hidden="true" className="absolute top-2.5 right-0 left-8 hidden h-px bg-border lg:block" />
            )}
            <span className="relative mt-px shrink-0 bg-card lg:mt-0">
              <StepIcon status={step.status} />
            </span>
            <div className="min-w-0 flex-1">
              <p className={cn('text-sm font-medium', approved && 'text-muted-foreground line-through')}>
                <span className="sr-only">{timelineText.timeline.stepNumber(step.stepNumber)}: </span>
                {step.stepName}
                {approved && <span className="sr-only"> ({timelineText.timeline.approvedLabel})</span>}
              </p>
              <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                <span>{stepDate(step)}</span>
                <LateNote step={step} />
              </p>
              {canApproveStep(step.status) && (
                <Badge tone="warning" className="mt-1.5">
                  {timelineText.timeline.waitingForClient}
                </Badge>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
