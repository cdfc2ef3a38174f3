import { quoteStatusLabel, type QuoteStatus } from '@/src/domain/quotes';
import { Badge, type BadgeTone } from '@/client/components/ui/badge';

const TONES: Record<QuoteStatus, BadgeTone> = {
  concept: 'neutral',
  verzonden: 'primary',
  bekeken: 'warning',
  geaccepteerd: 'success',
  afgewezen: 'danger',
  verlopen: 'neutral',
};

/** Concept, Verzonden, Bekeken, Geaccepteerd, Afgewezen or Verlopen, as the server derived it. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <Badge tone={TONES[status]}>{quoteStatusLabel(status)}</Badge>;
}
