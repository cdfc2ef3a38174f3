import { cn } from '@/client/lib/class-names';

type ProgressBarProps = { percent: number; label: string; className?: string };

/** A bar from 0 to 100 %, announced with its label ("3 van 8 afgerond"). */
export function ProgressBar({ percent, label, className }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${value}%` }} />
    </div>
  );
}
