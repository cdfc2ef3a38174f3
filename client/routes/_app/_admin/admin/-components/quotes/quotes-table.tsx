import { Link } from '@tanstack/react-router';
import { FileSignature, SearchX } from 'lucide-react';
import type { QuoteStatus } from '@/src/domain/quotes';
import { formatDate } from '@/src/dates';
import { formatEuro } from '@/src/domain/money';
import { listsText } from '@/src/text/nl/lists';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { buttonClasses } from '@/client/components/ui/button';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '@/client/components/ui/data-table';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/features/lists/pagination';
import { QuoteStatusBadge } from '@/client/features/quotes/quote-status-badge';
import { trpc } from '@/client/lib/trpc';

const t = quoteScreensText.list;
const amounts = quoteScreensText.amounts;

type Props = { q: string; page: number; status: QuoteStatus | undefined; onPage: (page: number) => void };

/** A page of quotes, newest first: number, recipient, validity, the monthly and one-off totals incl. btw, status. */
export function QuotesTable({ q, page, status, onPage }: Props) {
  const [{ items, total }] = trpc.admin.quotes.list.useSuspenseQuery({ q, page, status });

  if (items.length === 0) {
    return q || status ? (
      <EmptyState icon={SearchX} title={listsText.lists.noResults} description={q ? listsText.lists.noResultsFor(q) : undefined} />
    ) : (
      <EmptyState icon={FileSignature} title={t.none} description={t.noneDescription} />
    );
  }

  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {listsText.lists.countOf(items.length, total)}
      </p>
      <DataTable aria-label={t.title}>
        <DataTableHead
          columns={[
            { label: t.number },
            { label: t.recipient },
            { label: t.validUntil },
            { label: t.amounts, className: 'text-right' },
            { label: t.status },
            { label: listsText.lists.actions, className: 'text-right' },
          ]}
        />
        <DataTableBody>
          {items.map((quote) => (
            <DataTableRow key={quote.id} data-testid="quote-row">
              <DataTableCell className="font-medium whitespace-nowrap tabular-nums">{quote.number}</DataTableCell>
              <DataTableCell label={t.recipient}>
                <span className="block break-words">{quote.recipientCompany ?? quote.recipientName}</span>
                {quote.recipientCompany && <span className="block text-xs break-words text-muted-foreground">{quote.recipientName}</span>}
                <span className="block text-xs break-all text-muted-foreground">{quote.recipientEmail}</span>
              </DataTableCell>
              <DataTableCell label={t.validUntil} className="md:whitespace-nowrap">
                {formatDate(quote.validUntil)}
              </DataTableCell>
              <DataTableCell label={t.amounts} className="md:text-right md:whitespace-nowrap">
                <span className="block tabular-nums">{amounts.perMonth(formatEuro(quote.monthlyTotal))}</span>
                <span className="block text-xs text-muted-foreground tabular-nums">{amounts.oneOffAmount(formatEuro(quote.oneOffTotal))}</span>
              </DataTableCell>
              <DataTableCell label={t.status}>
                <QuoteStatusBadge status={quote.status} />
              </DataTableCell>
              <DataTableCell className="md:text-right">
                <Link to="/admin/quotes/$quoteId" params={{ quoteId: quote.id }} aria-label={t.openOf(quote.number)} className={buttonClasses('outline', 'sm')}>
                  {t.open}
                </Link>
              </DataTableCell>
            </DataTableRow>
          ))}
        </DataTableBody>
      </DataTable>
      <Pagination page={page} total={total} onPage={onPage} />
    </>
  );
}
