import type { ReactNode } from 'react';
import { MousePointerClick } from 'lucide-react';
import { REVIEW_VIEWPORTS, type ReviewViewport } from '@/src/domain/review';
import { reviewText } from '@/src/text/nl/review';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/class-names';

const t = reviewText.review;

/** A row of buttons of which one is chosen (aria-pressed), under a visible name. */
function Choice<T extends string>({ label, options, value, onChange }: { label: string; options: readonly { value: T; label: ReactNode }[]; value: T; onChange: (value: T) => void }) {
  return (
    <div role="group" aria-label={label} className="grid gap-1.5">
      <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
        {label}
      </span>
      <div className="inline-flex w-fit flex-wrap rounded-md border bg-card p-0.5">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            className={cn(
              'rounded-sm px-2.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              option.value === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

type ReviewToolbarProps = {
  source: 'page' | 'image';
  onSource: ((source: 'page' | 'image') => void) | null;
  viewport: ReviewViewport;
  onViewport: (viewport: ReviewViewport) => void;
  images: readonly { id: string; fileName: string }[];
  imageId: string | null;
  onImage: (id: string) => void;
  /** Placing pins, for the client while the round waits for them; null when they cannot. */
  placing: boolean | null;
  onPlacing: (on: boolean) => void;
};

/** What the client looks at and how: the source, the width of the preview, and "Opmerking plaatsen". */
export function ReviewToolbar({ source, onSource, viewport, onViewport, images, imageId, onImage, placing, onPlacing }: ReviewToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      {onSource && (
        <Choice
          label={t.source}
          options={[
            { value: 'page' as const, label: t.sources.page },
            { value: 'image' as const, label: t.sources.image },
          ]}
          value={source}
          onChange={onSource}
        />
      )}
      {source === 'page' ? (
        <Choice
          label={t.viewport}
          options={REVIEW_VIEWPORTS.map((option) => ({
            value: option.key,
            label: (
              <>
                {t.viewports[option.key]} <span className="font-normal">{t.viewportWidth(option.width)}</span>
              </>
            ),
          }))}
          value={viewport}
          onChange={onViewport}
        />
      ) : (
        images.length > 0 && (
          <label className="grid gap-1.5 text-xs font-medium text-muted-foreground">
            {t.chooseImage}
            <select value={imageId ?? ''} onChange={(event) => onImage(event.target.value)} className="h-9 max-w-64 rounded-md border bg-card px-2 text-sm text-foreground">
              {images.map((image) => (
                <option key={image.id} value={image.id}>
                  {image.fileName}
                </option>
              ))}
            </select>
          </label>
        )
      )}
      {placing !== null && (
        <Button variant={placing ? 'primary' : 'outline'} aria-pressed={placing} onClick={() => onPlacing(!placing)} className="sm:ml-auto">
          <MousePointerClick aria-hidden="true" />
          {t.placeComment}
        </Button>
      )}
    </div>
  );
}
