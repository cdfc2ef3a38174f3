import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { pinLabel } from '@/src/domain/review';
import { isOpenPin, PIN_STATUS_LABELS, type PinStatus } from '@/src/domain/statuses';
import { reviewText } from '@/src/text/nl/review';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/class-names';
import { PinThread, type ReviewPin } from './pin-thread';

const t = reviewText.review;

type PinListProps = {
  projectId: string;
  pins: readonly ReviewPin[];
  role: 'client' | 'staff';
  open: boolean;
  selectedId: string | null;
  onSelect: (pinId: string | null) => void;
  /** The page the preview shows now, and the pins the snippet could not place on it. */
  framePath: string | null;
  missing: ReadonlySet<string>;
  onShowPage: (path: string) => void;
};

/**
 * The pins of the current round beside the preview: each a button that opens its thread below it,
 * so a keyboard or a screen reader lists, opens and answers them without the preview.
 */
export function PinList({ projectId, pins, role, open, selectedId, onSelect, framePath, missing, onShowPage }: PinListProps) {
  const id = useId();
  if (pins.length === 0) return <p className="text-sm text-muted-foreground">{t.noPins}</p>;
  return (
    <ol className="grid gap-2" data-testid="pin-list">
      {pins.map((pin) => {
        const selected = pin.id === selectedId;
        const threadId = `${id}-${pin.id}`;
        const elsewhere = pin.target === 'page' && pin.pagePath !== null && framePath !== null && pin.pagePath !== framePath;
        const lost = missing.has(pin.id);
        return (
          <li key={pin.id} className={cn('rounded-lg border bg-card', selected && 'border-primary ring-1 ring-primary')} data-testid="pin" data-pin-number={pin.number}>
            <button
              type="button"
              aria-expanded={selected}
              aria-controls={selected ? threadId : undefined}
              onClick={() => onSelect(selected ? null : pin.id)}
              className="flex w-full items-start gap-3 rounded-lg p-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span aria-hidden="true" className={cn('flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white', isOpenPin(pin) ? 'bg-primary' : 'bg-success')}>
                {pin.number}
              </span>
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="font-medium wrap-anywhere">{pinLabel(pin)}</span>
                <span className="line-clamp-2 text-sm text-muted-foreground wrap-anywhere">{pin.comment}</span>
                <span className="flex flex-wrap gap-1.5">
                  <Badge tone={isOpenPin(pin) ? 'warning' : 'success'}>{PIN_STATUS_LABELS[pin.status as PinStatus] ?? pin.status}</Badge>
                  {lost && <Badge tone="danger">{t.missing}</Badge>}
                </span>
              </span>
              <ChevronDown aria-hidden="true" className={cn('mt-1 size-4 shrink-0 text-muted-foreground transition-transform', selected && 'rotate-180')} />
            </button>
            {selected && elsewhere && (
              <div className="px-3 pb-2">
                <Button variant="ghost" size="sm" onClick={() => onShowPage(pin.pagePath!)}>
                  {t.showPage}
                </Button>
              </div>
            )}
            {selected && <PinThread id={threadId} projectId={projectId} pin={pin} role={role} open={open} missing={lost} />}
          </li>
        );
      })}
    </ol>
  );
}
