import { QUOTE_STATUSES, quoteStatusLabel, type QuoteStatus } from '@/src/domain/quotes';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { cn } from '@/client/lib/class-names';

const t = quoteScreensText.list;

type Props = { status: QuoteStatus | undefined; onStatus: (status: QuoteStatus | undefined) => void };

/** "Alle statussen" and one button per status; the list answers with that status only. */
export function QuoteStatusFilter({ status, onStatus }: Props) {
  const chip = (active: boolean) =>
    cn('rounded-full border px-3 py-1.5 text-sm font-medium transition-colors', active ? 'border-primary bg-primary-soft text-primary' : 'bg-card hover:bg-muted');
  return (
    <div role="group" aria-label={t.statusFilter} className="flex flex-wrap gap-2">
      <button type="button" className={chip(status === undefined)} aria-pressed={status === undefined} onClick={() => onStatus(undefined)}>
        {t.allStatuses}
      </button>
      {QUOTE_STATUSES.map((s) => (
        <button key={s} type="button" className={chip(status === s)} aria-pressed={status === s} onClick={() => onStatus(s)}>
          {quoteStatusLabel(s)}
        </button>
      ))}
    </div>
  );
}
