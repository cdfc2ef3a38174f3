import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

type PageHeaderProps = { title: string; description?: string; actions?: ReactNode };

/** The page's h1, and the browser tab reads "<title> · Klantportaal". */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between md:mb-8">
      <PageTitle title={title} />
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-balance md:text-3xl">{title}</h1>
        {description && <p className="mt-1.5 text-sm text-muted-foreground md:text-base">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
