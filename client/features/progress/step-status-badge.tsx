import type { StepBadge } from '@/src/domain/step-badge';
import { Badge } from '@/client/components/ui/badge';

/** A step's one badge: "Goedkeuring nodig", "Te laat (3 dagen)" or its status, as stepBadge decided. */
export function StepStatusBadge({ badge }: { badge: StepBadge }) {
  return (
    <Badge tone={badge.tone} data-testid="step-badge" data-kind={badge.kind}>
      {badge.label}
    </Badge>
  );
}
