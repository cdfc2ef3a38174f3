import { invoiceStatusLabel } from '@/src/domain/statuses';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';

const TONES: Record<string, BadgeTone> = { paid: 'success', pending: 'warning', failed: 'danger', cancelled: 'neutral' };

/** Betaald, In behandeling, Mislukt or Geannuleerd (spec 4). */
export function InvoiceStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{invoiceStatusLabel(status)}</Badge>;
}
