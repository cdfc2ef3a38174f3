import { invoiceStatusLabel } from '@/src/domain/statuses';
import { invoicesText } from '@/src/text/nl/invoices';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';

const TONES: Record<string, BadgeTone> = { paid: 'success', pending: 'warning', failed: 'danger', cancelled: 'neutral', charged_back: 'danger' };

/** Betaald, In behandeling, Mislukt, Geannuleerd or Teruggeboekt (spec 4); a credit note says so instead. */
export function InvoiceStatusBadge({ status, kind = 'invoice' }: { status: string; kind?: string }) {
  if (kind === 'credit_note') return <Badge tone="primary">{invoicesText.invoices.creditNote}</Badge>;
  return <Badge tone={TONES[status] ?? 'neutral'}>{invoiceStatusLabel(status)}</Badge>;
}
