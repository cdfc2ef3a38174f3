import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { UploadCloud, X } from 'lucide-react';
import { ACCEPT_ATTRIBUTE, ALLOWED_EXTENSIONS, MAX_UPLOAD_BYTES } from '@/src/domain/uploads';
import { timelineText } from '@/src/text/nl/timeline';
import { uploadsText as uploadText } from '@/src/text/nl/uploads';
import { Button } from '@/client/components/ui/button';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { cn } from '@/client/lib/class-names';
import { useFileUpload } from './use-file-upload';

const t = uploadText.uploads;
const RULES = t.rules(ALLOWED_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', '), MAX_UPLOAD_BYTES / (1024 * 1024));

type UploadDropZoneProps = { projectId: string; onUploaded: () => void; className?: string };

/** Choose files (keyboard) or drop them (mouse); shows the sending progress and what was refused. */
export function UploadDropZone({ projectId, onUploaded, className }: UploadDropZoneProps) {
  const { upload, sending, skipped, dismissSkipped } = useFileUpload(projectId, onUploaded);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const rulesId = useId();

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again fires another change.
    event.target.value = '';
    void upload(files);
  }

  function onDragOver(event: DragEvent) {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = sending ? 'none' : 'copy';
    setDragging(true);
  }

  function onDragLeave(event: DragEvent) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!sending) void upload(Array.from(event.dataTransfer.files));
  }

  return (
    <div className={cn('grid grid-cols-1 gap-3', className)}>
      <div
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-testid="upload-drop-zone"
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-primary bg-primary-soft' : 'border-border bg-muted/40',
        )}
      >
        {sending ? (
          <div className="grid w-full max-w-xs gap-2" aria-live="polite">
            <p className="text-sm font-medium">{t.uploading(sending.count)}</p>
            <ProgressBar percent={sending.percent} label={t.uploading(sending.count)} />
            <p className="text-xs text-muted-foreground tabular-nums">{timelineText.timeline.percent(sending.percent)}</p>
          </div>
        ) : (
          <>
            <div className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
              <UploadCloud aria-hidden="true" className="size-5" />
            </div>
            <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm">
              <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()} aria-describedby={rulesId}>
                {t.chooseFiles}
              </Button>
              <span className="hidden text-muted-foreground sm:inline">{dragging ? t.dropHere : t.dropHint}</span>
            </div>
            <p id={rulesId} className="text-xs text-muted-foreground">
              {RULES}
            </p>
          </>
        )}
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          onChange={onChoose}
          className="hidden"
          tabIndex={-1}
          aria-label={t.chooseFiles}
          data-testid="upload-input"
        />
      </div>
      {skipped.length > 0 && (
        <div role="alert" className="rounded-xl border border-destructive/30 bg-destructive/5 p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold">{t.skippedTitle}</p>
            <button
              type="button"
              onClick={dismissSkipped}
              aria-label={t.dismiss}
              className="-m-1 rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          <ul className="mt-1 grid gap-0.5 text-muted-foreground">
            {skipped.map((refusal, index) => (
              <li key={`${refusal.fileName}-${index}`} className="wrap-anywhere">
                {refusal.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
