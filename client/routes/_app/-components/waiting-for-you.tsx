import type { ReactNode } from 'react';
import { timelineText } from '@/src/text/nl/timeline';
import { formatDateOnOneLine } from '@/client/lib/dates';
import { turnsText as turnText } from '@/src/text/nl/turns';
import { SectionCard } from '@/client/components/layout/section-card';
import { StepTurnBadge } from '@/client/features/progress/step-turn';
import { LateNote } from '@/client/features/progress/late-note';

export type WaitingStep = {
  id: string;
  stepNumber: number;
  stepName: string;
  status: string;
  expectedDate: string | null;
  completedAt?: Date | null;
  /** Whose project (the staff's list), or which one (the client's). */
  context: string;
  /** The link to act on the step. */
  action: ReactNode;
};

/** "Wacht op jou", first on a dashboard: the steps whose turn it is for the person viewing. */
export function WaitingForYou({ steps, viewer, more }: { steps: WaitingStep[]; viewer: 'client' | 'staff'; more?: string }) {
  if (steps.length === 0) return null;
  return (
    <SectionCard id="wacht-op-jou" title={turnText.turns.waitingForYou} description={turnText.turns.waitingForYouDescription} className="mb-6">
      <ul className="grid gap-3" data-testid="waiting-for-you">
        {steps.map((step) => (
          <li key={step.id} className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium">{step.stepName}</p>
                <StepTurnBadge step={{ ...step, completedAt: step.completedAt ?? null }} viewer={viewer} projectCreatedAt={null} />
              </div>
              <p className="mt-0.5 text-sm text-muted-foreground">
                {step.context}
                {step.expectedDate && ` · ${timelineText.timeline.expected(formatDateOnOneLine(step.expectedDate))}`}
                <LateNote step={step} lead=" · " />
              </p>
            </div>
            {step.action}
          </li>
        ))}
      </ul>
      {more && <p className="mt-3 text-sm text-muted-foreground">{more}</p>}
    </SectionCard>
  );
}
