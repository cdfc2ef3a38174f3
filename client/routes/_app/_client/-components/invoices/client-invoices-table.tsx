import { CreditCard, Download, Receipt } from 'lucide-react';
import { canPayByLink } from '@/src/domain/invoices';
import { formatDate } from '@/src/dates';
import { nl } from '@/src/text/nl';
import { Button } from '@/client/components/ui/button';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '@/client/components/ui/data-table';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/features/lists/pagination';
import { InvoiceAmount } from '@/client/features/invoices/invoice-amount';
import { InvoiceStatusBadge } from '@/client/features/invoices/invoice-status-badge';
import { useInvoiceDownload } from '@/client/features/invoices/use-invoice-download';
import { useInvoicePayment } from './use-invoice-payment';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';

const t = nl.invoices;

/** The client's own invoices, newest first, each with its PDF. */
export function ClientInvoicesTable({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const [{ items, total }] = trpc.client.invoices.list.useSuspenseQuery({ page });
  const utils = useTrpcUtils();
  const { download, downloading } = useInvoiceDownload((invoiceId) => utils.client.invoices.document.fetch({ invoiceId }));
  const { start, paying } = useInvoicePayment();

  if (items.length === 0) return <EmptyState icon={Receipt} title={t.none} description={t.noneDescription} />;

  return (
    <>
      <DataTable aria-label={t.invoicesTitle}>
        <DataTableHead
          columns={[
            { label: t.number },
            { label: t.date },
            { label: t.dueDate },
            { label: t.description },
            { label: t.amount, className: 'text-right' },
            { label: t.status },
            { label: t.actions, className: 'text-right' },
          ]}
        />
        <DataTableBody>
          {items.map((invoice) => (
            <DataTableRow key={invoice.id} data-testid="invoice-row">
              <DataTableCell className="font-medium whitespace-nowrap tabular-nums">{invoice.invoiceNumber}</DataTableCell>
              <DataTableCell label={t.date} className="md:whitespace-nowrap">{formatDate(invoice.invoiceDate)}</DataTableCell>
              <DataTableCell label={t.dueDate} className="md:whitespace-nowrap">{invoice.dueDate ? formatDate(invoice.dueDate) : '—'}</DataTableCell>
              <DataTableCell label={t.description}>
                <span className="break-words">{invoice.description}</span>
              </DataTableCell>
              <DataTableCell label={t.amount} className="md:text-right md:whitespace-nowrap">
                <InvoiceAmount total={invoice.totalAmount} subtotal={invoice.amount} />
              </DataTableCell>
              <DataTableCell label={t.status}>
                <InvoiceStatusBadge status={invoice.status} />
              </DataTableCell>
              <DataTableCell className="md:text-right">
                <span className="flex flex-wrap gap-2 md:justify-end">
                  {canPayByLink(invoice) && (
                    <Button size="sm" loading={paying === invoice.id} onClick={() => void start(invoice.id)} aria-label={t.payOf(invoice.invoiceNumber)}>
                      {paying !== invoice.id && <CreditCard aria-hidden="true" />}
                      {t.pay}
                    </Button>
                  )}
                  <Button variant="outline" size="sm" loading={downloading === invoice.id} onClick={() => void download(invoice.id)} aria-label={t.downloadOf(invoice.invoiceNumber)}>
                    {downloading !== invoice.id && <Download aria-hidden="true" />}
                    {t.download}
                  </Button>
                </span>
              </DataTableCell>
            </DataTableRow>
          ))}
        </DataTableBody>
      </DataTable>
      <Pagination page={page} total={total} onPage={onPage} />
    </>
  );
}
