import { complaintPriorityLabel, complaintStatusLabel } from '@/src/domain/statuses';
import { Badge } from '@/client/components/ui/badge';

const STATUS_TONES = { open: 'warning', in_progress: 'primary', resolved: 'success' } as const;
const PRIORITY_TONES = { low: 'neutral', normal: 'neutral', high: 'danger' } as const;

/** Open, In behandeling or Opgelost; an unknown status shows as Open (spec 4). */
export function ComplaintStatusBadge({ status }: { status: string }) {
  const tone = status in STATUS_TONES ? STATUS_TONES[status as keyof typeof STATUS_TONES] : STATUS_TONES.open;
  return <Badge tone={tone}>{complaintStatusLabel(status)}</Badge>;
}

export function ComplaintPriorityBadge({ priority }: { priority: string }) {
  const tone = priority in PRIORITY_TONES ? PRIORITY_TONES[priority as keyof typeof PRIORITY_TONES] : 'neutral';
  return <Badge tone={tone}>{complaintPriorityLabel(priority)}</Badge>;
}
