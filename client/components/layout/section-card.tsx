import type { ReactNode } from 'react';
import { Card } from '@/client/components/ui/card';
import { cn } from '@/client/lib/class-names';

type SectionCardProps = { id?: string; title: string; description?: string; aside?: ReactNode; className?: string; children: ReactNode };

/** A titled block of the page; its h2 sits under the page's h1. */
export function SectionCard({ id, title, description, aside, className, children }: SectionCardProps) {
  const headingId = `${id ?? title}-titel`;
  return (
    <Card id={id} tabIndex={id ? -1 : undefined} aria-labelledby={headingId} role="region" className={cn('scroll-mt-6 p-5 focus:outline-none sm:p-6', className)}>
      <div className="mb-4 flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold leading-tight">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
        </div>
        {aside}
      </div>
      {children}
    </Card>
  );
}
