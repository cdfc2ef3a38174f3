import { timelineStepStatusLabel } from '@/src/domain/step-status-labels';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';

const TONES: Record<string, BadgeTone> = {
  pending: 'neutral',
  ready_for_approval: 'warning',
  changes_requested: 'warning',
  approved: 'success',
};

/** "Gepland", "Wacht op klant", "Wijzigingen gevraagd" or "✓ Goedgekeurd"; unknown values read as pending. */
export function StepStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{timelineStepStatusLabel(status)}</Badge>;
}
