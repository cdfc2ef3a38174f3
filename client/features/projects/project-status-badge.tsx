import { projectStatusLabel } from '@/src/domain/statuses';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';

const TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  in_progress: 'primary',
  completed: 'success',
  on_hold: 'neutral',
};

/** The Dutch status of spec 4; unknown values read as pending. */
export function ProjectStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'warning'}>{projectStatusLabel(status)}</Badge>;
}
