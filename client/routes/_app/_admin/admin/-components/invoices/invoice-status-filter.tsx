import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, type InvoiceStatus } from '@/src/domain/statuses';
import { formatEuro } from '@/src/domain/money';
import { invoicesText } from '@/src/text/nl/invoices';
import { cn } from '@/client/lib/class-names';
import { trpc } from '@/client/lib/trpc';

type Props = { q: string; page: number; status: InvoiceStatus | undefined; onStatus: (status: InvoiceStatus | undefined) => void };

/** One button per status with its count and total (over the search), and "Alle statussen". */
export function InvoiceStatusFilter({ q, page, status, onStatus }: Props) {
  // The table's own query: the totals come with the page.
  const [{ totals }] = trpc.admin.invoices.list.useSuspenseQuery({ q, page, status });
  const all = INVOICE_STATUSES.reduce((sum, s) => sum + totals[s].count, 0);
  const chip = (active: boolean) =>
    cn(
      'flex min-w-0 flex-col items-start rounded-lg border px-3 py-2 text-left text-sm transition-colors',
      active ? 'border-primary bg-primary-soft text-primary' : 'bg-card hover:bg-muted',
    );
  return (
    <div role="group" aria-label={invoicesText.invoices.statusFilter} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" data-testid="invoice-totals">
      <button type="button" className={chip(status === undefined)} aria-pressed={status === undefined} onClick={() => onStatus(undefined)}>
        <span className="font-medium">{invoicesText.invoices.allStatuses}</span>
        <span className="text-xs text-muted-foreground tabular-nums">{invoicesText.invoices.countInvoices(all)}</span>
      </button>
      {INVOICE_STATUSES.map((s) => (
        <button key={s} type="button" className={chip(status === s)} aria-pressed={status === s} onClick={() => onStatus(s)}>
          <span className="font-medium">{INVOICE_STATUS_LABELS[s]}</span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {`${invoicesText.invoices.countInvoices(totals[s].count)} · ${formatEuro(totals[s].total)}`}
          </span>
        </button>
      ))}
    </div>
  );
}
