import { FileCheck2 } from 'lucide-react';
import { formatDate } from '@/src/dates';
import { quoteDownloadPaths } from '@/src/domain/quotes';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { buttonClasses } from '@/client/components/ui/button';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '@/client/components/ui/data-table';
import { Pagination } from '@/client/features/lists/pagination';
import { trpc } from '@/client/lib/trpc';

const t = quoteScreensText.signedByClient;

/** Facturen's "Getekende offertes": the quotes the client accepted, each with its signed PDF; nothing while there are none. */
export function SignedQuotesSection({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const [{ items, total }] = trpc.client.quotes.signed.useSuspenseQuery({ page });
  if (total === 0) return null;
  return (
    <section aria-labelledby="signed-quotes">
      <h2 id="signed-quotes" className="mb-4 text-lg font-semibold">
        {t.title}
      </h2>
      <DataTable aria-label={t.title}>
        <DataTableHead columns={[{ label: t.number }, { label: t.acceptedOn }, { label: t.download, className: 'text-right' }]} />
        <DataTableBody>
          {items.map((quote) => (
            <DataTableRow key={quote.id} data-testid="signed-quote-row">
              <DataTableCell className="font-medium whitespace-nowrap tabular-nums">{quote.number}</DataTableCell>
              <DataTableCell label={t.acceptedOn} className="md:whitespace-nowrap">{quote.acceptedAt ? formatDate(quote.acceptedAt) : '—'}</DataTableCell>
              <DataTableCell className="md:text-right">
                <a href={quoteDownloadPaths.signedPdfById(quote.id)} download className={buttonClasses('outline', 'sm')} aria-label={t.downloadOf(quote.number)}>
                  <FileCheck2 aria-hidden="true" />
                  {t.download}
                </a>
              </DataTableCell>
            </DataTableRow>
          ))}
        </DataTableBody>
      </DataTable>
      <Pagination page={page} total={total} onPage={onPage} />
    </section>
  );
}
