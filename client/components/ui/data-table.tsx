import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/client/lib/class-names';

// A table on wide screens that becomes a stack of cards under 768 px, where each cell shows its
// column's name. Real table semantics from md up; on phones the same cells read as labelled rows.

export function DataTable({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="md:overflow-x-auto md:rounded-xl md:border md:bg-card md:shadow-xs">
      <table className={cn('block w-full text-sm md:table', className)} {...props} />
    </div>
  );
}

export function DataTableHead({ columns }: { columns: readonly { label: string; className?: string }[] }) {
  return (
    <thead className="hidden border-b bg-muted/40 md:table-header-group">
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={cn('px-4 py-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase', column.className)}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function DataTableBody(props: ComponentProps<'tbody'>) {
  return <tbody className="grid gap-3 md:table-row-group md:divide-y" {...props} />;
}

export function DataTableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('grid gap-2 rounded-xl border bg-card p-4 shadow-xs md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none', className)} {...props} />;
}

type CellProps = ComponentProps<'td'> & { label?: string; children: ReactNode };

/** A cell; `label` names it on phones, where the column headers are hidden. */
export function DataTableCell({ label, className, children, ...props }: CellProps) {
  return (
    <td className={cn('flex min-w-0 items-center justify-between gap-3 md:table-cell md:px-4 md:py-3 md:align-middle', className)} {...props}>
      {label && <span className="text-xs text-muted-foreground md:hidden">{label}</span>}
      <span className="min-w-0 md:block">{children}</span>
    </td>
  );
}
