import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, type LucideIcon } from 'lucide-react';
import { cn } from '@/client/lib/class-names';

const tones = {
  info: { classes: 'border-primary/25 bg-primary-soft text-foreground', icon: Info, iconClass: 'text-primary' },
  warning: { classes: 'border-warning/40 bg-warning/10 text-foreground', icon: AlertTriangle, iconClass: 'text-[oklch(0.55_0.13_70)]' },
  danger: { classes: 'border-destructive/30 bg-destructive/5 text-foreground', icon: AlertTriangle, iconClass: 'text-destructive' },
  success: { classes: 'border-success/30 bg-success/5 text-foreground', icon: CheckCircle2, iconClass: 'text-success' },
} as const satisfies Record<string, { classes: string; icon: LucideIcon; iconClass: string }>;

type AlertProps = {
  tone?: keyof typeof tones;
  title: string;
  children?: ReactNode;
  /** A button or link on the right (below on narrow screens). */
  action?: ReactNode;
  className?: string;
};

/** A banner inside a page: "Actie vereist", a warning or a confirmation. */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const { classes, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      // A banner that is part of the page is not announced as news on every visit; only danger interrupts.
      role={tone === 'danger' ? 'alert' : undefined}
      className={cn('flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center', classes, className)}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
        <div className="min-w-0">
          <p className="font-semibold leading-snug">{title}</p>
          {children && <div className="mt-1 text-sm text-muted-foreground">{children}</div>}
        </div>
      </div>
      {action && <div className="shrink-0 sm:ml-auto">{action}</div>}
    </div>
  );
}
