import { Fragment, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { timelineText } from '@/src/text/nl/timeline';
import { cn } from '@/client/lib/class-names';
import { formatDateOnOneLine } from '@/client/lib/dates';
import { todayInAmsterdam, type IsoDate } from '@/src/dates';
import { daysLate } from '@/src/domain/agenda';
import type { SignOffLine, TurnViewer } from '@/src/domain/turns';
import { stepBadge, type StepBadge } from '@/src/domain/step-badge';
import { timelineStepStatusLabel } from '@/src/domain/step-status-labels';
import { canApproveStep, isChangesRequestedStep, TIMELINE_STEP_STATUSES } from '@/src/domain/statuses';
import { RoundHistory, openPinCount, type RoundView } from './round-history';
import { StepStatusBadge } from './step-status-badge';
import { ClientFeedback, StepSignOff, StepTurnText } from './step-turn';
import { LateNote } from './late-note';

const t = timelineText.timeline;

export type TimelineStepView = {
  id: string;
  stepNumber: number;
  stepName: string;
  description: string | null;
  status: string;
  expectedDate: string | null;
  approvedDate: string | Date | null;
  completedAt: Date | null;
  rounds: readonly RoundView[];
  signOff: SignOffLine | null;
};

type TimelineListProps<TStep extends TimelineStepView> = {
  steps: readonly TStep[];
  /** Whose turn reads "Jouw beurt" for the client, "Klant is aan zet sinds …" for the staff, who also see the client's feedback. */
  viewer: TurnViewer;
  projectCreatedAt: Date | null;
  /** What the viewer can do on a step (approve, give feedback, mark ready...). */
  renderActions?: (step: TStep) => ReactNode;
};

function stepDate(step: TimelineStepView): string | null {
  if (step.status === 'approved' && step.approvedDate) return t.approvedOn(formatDateOnOneLine(step.approvedDate));
  if (step.expectedDate) return t.expected(formatDateOnOneLine(step.expectedDate));
  return null;
}

/** What the badge leaves unsaid: the status (when the badge names something else), whose turn, the date, how late. */
function stepFacts(step: TimelineStepView, badge: StepBadge, viewer: TurnViewer, projectCreatedAt: Date | null, today: IsoDate): ReactNode[] {
  const date = stepDate(step);
  const facts: ReactNode[] = [];
  if (badge.kind !== 'status') facts.push(<span>{timelineStepStatusLabel(step.status)}</span>);
  facts.push(<StepTurnText step={step} viewer={viewer} projectCreatedAt={projectCreatedAt} />);
  if (date) facts.push(<span>{date}</span>);
  if (badge.kind !== 'late' && daysLate(step, today) !== null) facts.push(<LateNote step={step} today={today} />);
  return facts;
}

/** The facts under the step's name, apart by a dot that screen readers skip; a wrapped line starts with its dot, none ends on one. */
function StepFacts({ facts }: { facts: ReactNode[] }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-2 text-xs font-medium text-muted-foreground">
      {facts.map((fact, index) =>
        index === 0 ? (
          <Fragment key={index}>{fact}</Fragment>
        ) : (
          <span key={index} className="flex gap-x-2">
            <span aria-hidden="true">·</span>
            {fact}
          </span>
        ),
      )}
    </p>
  );
}

function StepMarker({ step }: { step: TimelineStepView }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold tabular-nums',
        step.status === 'approved' && 'border-success bg-success text-white',
        (canApproveStep(step.status) || isChangesRequestedStep(step.status)) && 'border-warning bg-warning/15 text-[oklch(0.45_0.1_70)]',
        (step.status === 'pending' || !TIMELINE_STEP_STATUSES.includes(step.status as never)) && 'bg-card text-muted-foreground',
      )}
    >
      {step.status === 'approved' ? <Check className="size-4" strokeWidth={3} /> : step.stepNumber}
    </span>
  );
}

/**
 * What the current round asks of the reader: the developer's note while it waits for the client; the
 * client's request for changes, with the pins still open, while the agency works on it again.
 */
function CurrentRound({ step }: { step: TimelineStepView }) {
  const round = step.rounds.at(-1);
  if (!round) return null;
  if (canApproveStep(step.status) && round.developerNote) {
    return (
      <div className="mt-3 rounded-lg border bg-card p-3 text-sm">
        <p className="font-medium">{timelineText.timeline.developerNote}</p>
        <p className="mt-1 whitespace-pre-wrap text-muted-foreground wrap-anywhere">{round.developerNote}</p>
      </div>
    );
  }
  if (!isChangesRequestedStep(step.status) || !round.feedback) return null;
  const open = openPinCount(step.rounds);
  return (
    <>
      <ClientFeedback feedback={round.feedback} at={round.feedbackAt} by={round.feedbackByName} />
      {open > 0 && <p className="mt-2 text-sm font-medium text-[oklch(0.45_0.1_70)]">{t.openPins(open)}</p>}
    </>
  );
}

/**
 * A project's steps in order, for every role; the page adds what its viewer may do per step. Each
 * step wears one badge (stepBadge); the status, whose turn and lateness it does not say stay as text.
 */
export function TimelineList<TStep extends TimelineStepView>({ steps, viewer, projectCreatedAt, renderActions }: TimelineListProps<TStep>) {
  const today = todayInAmsterdam();
  return (
    <ol className="grid grid-cols-1" data-testid="timeline">
      {steps.map((step, index) => {
        const badge = stepBadge(step, viewer, today);
        const actionRequired = badge.kind === 'approval_needed';
        const actions = renderActions?.(step);
        const last = index === steps.length - 1;
        return (
          <li key={step.id} className="relative flex gap-3 sm:gap-4" data-testid="timeline-step" data-status={step.status}>
            {!last && <span aria-hidden="true" className="absolute top-8 bottom-0 left-4 w-px -translate-x-1/2 bg-border" />}
            <StepMarker step={step} />
            <div
              className={cn(
                'mb-4 min-w-0 flex-1 rounded-xl',
                actionRequired ? 'border border-warning/50 bg-warning/5 p-4' : 'pt-1 pb-2',
                last && 'mb-0',
              )}
            >
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
                <h3 className="font-semibold leading-snug">
                  <span className="sr-only">{timelineText.timeline.stepNumber(step.stepNumber)}: </span>
                  {step.stepName}
                </h3>
                <StepStatusBadge badge={badge} />
              </div>
              {step.description && <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>}
              <StepFacts facts={stepFacts(step, badge, viewer, projectCreatedAt, today)} />
              <CurrentRound step={step} />
              {step.status === 'approved' && step.signOff && <StepSignOff signOff={step.signOff} />}
              {actions && <div className="mt-3">{actions}</div>}
              <RoundHistory rounds={step.rounds} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
