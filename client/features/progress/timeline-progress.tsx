import type { TimelineProgress } from '@/src/domain/progress';
import { timelineText } from '@/src/text/nl/timeline';
import { ProgressBar } from '@/client/components/ui/progress-bar';

const t = timelineText.timeline;

/** "3 van 6 afgerond", the percentage and the bar (spec 4: the share of approved steps). */
export function TimelineProgressSummary({ progress }: { progress: TimelineProgress }) {
  const label = t.completed(progress.approved, progress.total);
  return (
    <div className="grid grid-cols-1 gap-2" data-testid="timeline-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold tabular-nums">{t.percent(progress.percent)}</span>
      </div>
      <ProgressBar percent={progress.percent} label={label} />
    </div>
  );
}
