import type { MouseEvent } from 'react';
import { pinLabel } from '@/src/domain/review';
import { isOpenPin } from '@/src/domain/statuses';
import { uploadDownloadPath } from '@/src/domain/uploads';
import { reviewText } from '@/src/text/nl/review';
import { cn } from '@/client/lib/class-names';
import type { ReviewPin } from './pin-thread';

const t = reviewText.review;

type ImageReviewProps = {
  image: { id: string; fileName: string };
  pins: readonly ReviewPin[];
  placing: boolean;
  selectedId: string | null;
  onSelect: (pinId: string) => void;
  onPicked: (spot: { xFraction: number; yFraction: number }) => void;
};

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** Pins on an uploaded screenshot or design: placed by a click, drawn where they were placed at any width. */
export function ImageReview({ image, pins, placing, selectedId, onSelect, onPicked }: ImageReviewProps) {
  function place(event: MouseEvent<HTMLDivElement>) {
    if (!placing) return;
    const box = event.currentTarget.getBoundingClientRect();
    onPicked({ xFraction: clamp((event.clientX - box.left) / box.width), yFraction: clamp((event.clientY - box.top) / box.height) });
  }
  return (
    <div className="overflow-hidden rounded-lg border bg-muted">
      {/* The pins are buttons of their own, and the list beside lists them all: the click only places. */}
      <div className={cn('relative', placing && 'cursor-crosshair')} onClick={place} data-testid="image-review">
        <img src={uploadDownloadPath(image.id)} alt={t.imageAlt(image.fileName)} className="block h-auto w-full select-none" draggable={false} />
        {pins.map((pin) => (
          <button
            key={pin.id}
            type="button"
            aria-label={pinLabel(pin)}
            aria-pressed={pin.id === selectedId}
            onClick={(event) => {
              event.stopPropagation();
              onSelect(pin.id);
            }}
            className={cn(
              'absolute flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white text-xs font-bold text-white shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              isOpenPin(pin) ? 'bg-primary' : 'bg-success',
              pin.id === selectedId && 'ring-2 ring-primary ring-offset-2',
            )}
            style={{ left: `${pin.xFraction * 100}%`, top: `${pin.yFraction * 100}%` }}
          >
            {pin.number}
          </button>
        ))}
      </div>
    </div>
  );
}
