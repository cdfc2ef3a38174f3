import type { LucideIcon } from 'lucide-react';
import { cn } from '@/client/lib/class-names';
import { Card } from './card';

type StatCardProps = { label: string; value: number; hint?: string; icon: LucideIcon; testId?: string; muted?: boolean; tone?: 'danger' | 'warning' };

const TONES = { danger: 'text-destructive', warning: 'text-[oklch(0.45_0.1_70)]' } as const;

/** A counter on a dashboard or agenda: label, number and a hint. */
export function StatCard({ label, value, hint, icon: Icon, testId, muted, tone }: StatCardProps) {
  return (
    <Card className="p-4 sm:p-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <div className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary sm:flex">
          <Icon aria-hidden="true" className="size-4" />
        </div>
      </div>
      <p className={cn('mt-2 text-3xl font-semibold tabular-nums', muted && 'text-muted-foreground', tone && value > 0 && TONES[tone])}>{value}</p>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
    </Card>
  );
}
