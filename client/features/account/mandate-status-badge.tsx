import { mandateStatusLabel } from '@/src/domain/statuses';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';

const TONES: Record<string, BadgeTone> = { valid: 'success', pending: 'warning' };

/** The Dutch mandate status of spec 4: active, pending, invalid, or not set up (null). */
export function MandateStatusBadge({ status }: { status: string | null | undefined }) {
  const tone = status == null ? 'neutral' : (TONES[status] ?? 'danger');
  return <Badge tone={tone}>{mandateStatusLabel(status)}</Badge>;
}
