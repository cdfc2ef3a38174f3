import { Loader2 } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { cn } from '@/client/lib/class-names';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cn('size-5 animate-spin text-current', className)} />;
}

/** Spinner with "Laden..." for a page or a block whose data is on its way. */
export function Loading({ className, fullScreen }: { className?: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex items-center justify-center gap-3 text-sm text-muted-foreground',
        fullScreen ? 'min-h-svh' : 'py-16',
        className,
      )}
    >
      <Spinner className="size-6 text-primary" />
      <span>{nl.app.loading}</span>
    </div>
  );
}

export function FullPageLoading() {
  return <Loading fullScreen />;
}
