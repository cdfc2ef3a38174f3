import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { clientDashboardPage } from '@/src/text/nl/client-dashboard';
import { timelineText } from '@/src/text/nl/timeline';
import { Badge } from '@/client/components/ui/badge';
import { buttonClasses } from '@/client/components/ui/button';
import type { AwaitingStep } from './types';

const text = clientDashboardPage;

/** Spec 2: the step waiting for the client stands out, with the developer's note and a way to act. */
export function AwaitingApproval({ step, projectId }: { step: AwaitingStep; projectId: string }) {
  return (
    <div className="grid gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4" data-testid="awaiting-approval">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold">{step.stepName}</p>
        <Badge tone="warning">{timelineText.timeline.approvalNeeded}</Badge>
      </div>
      {step.description && <p className="text-sm text-muted-foreground">{step.description}</p>}
      {step.developerNotes && (
        <div className="rounded-md border bg-card px-3 py-2 text-sm">
          <p className="text-xs font-medium text-muted-foreground">{timelineText.timeline.developerNote}</p>
          <p className="mt-1 whitespace-pre-line break-words">{step.developerNotes}</p>
        </div>
      )}
      <Link to="/progress" search={{ project: projectId }} className={buttonClasses('primary', 'sm', 'justify-self-start')}>
        {text.reviewStep}
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
