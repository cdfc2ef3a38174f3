import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/class-names';

const tones = {
  neutral: 'bg-muted text-muted-foreground border-border',
  primary: 'bg-primary-soft text-primary border-primary/20',
  success: 'bg-success/10 text-success-strong border-success/25',
  warning: 'bg-warning/15 text-[oklch(0.45_0.1_70)] border-warning/30',
  danger: 'bg-destructive/10 text-destructive-strong border-destructive/25',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = 'neutral', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', tones[tone], className)}
      {...props}
    />
  );
}
