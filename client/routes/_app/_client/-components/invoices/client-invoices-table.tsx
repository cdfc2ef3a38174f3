import { useState } from 'react';
import { CreditCard, Download, FileCode, Receipt } from 'lucide-react';
import { canPayByLink } from '@/src/domain/invoices';
import { formatDate } from '@/src/dates';
import { invoicesText } from '@/src/text/nl/invoices';
import { Button } from '@/client/components/ui/button';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '@/client/components/ui/data-table';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/features/lists/pagination';
import { InvoiceAmount } from '@/client/features/invoices/invoice-amount';
import { InvoiceStatusBadge } from '@/client/features/invoices/invoice-status-badge';
import { InvoiceNumber } from '@/client/features/invoices/invoice-number';
import { ClientPaymentHistoryDialog } from '@/client/features/invoices/payment-history-dialog';
import { useInvoiceDownload, useUblDownload } from '@/client/features/invoices/use-invoice-download';
import { useInvoicePayment } from './use-invoice-payment';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';

const t = invoicesText.invoices;

/** The client's own invoices, newest first, each with its PDF. */
export function ClientInvoicesTable({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const [{ items, total }] = trpc.client.invoices.list.useSuspenseQuery({ page });
  const utils = useTrpcUtils();
  const { download, downloading } = useInvoiceDownload((invoiceId) => utils.client.invoices.document.fetch({ invoiceId }));
  const ubl = useUblDownload((invoiceId) => utils.client.invoices.ubl.fetch({ invoiceId }));
  const { start, paying } = useInvoicePayment();
  const [history, setHistory] = useState<{ id: string; invoiceNumber: string } | null>(null);

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
              <DataTableCell className="font-medium whitespace-nowrap tabular-nums">
                <InvoiceNumber invoice={invoice} onHistory={() => setHistory(invoice)} />
              </DataTableCell>
              <DataTableCell label={t.date} className="md:whitespace-nowrap">{formatDate(invoice.invoiceDate)}</DataTableCell>
              <DataTableCell label={t.dueDate} className="md:whitespace-nowrap">{invoice.dueDate ? formatDate(invoice.dueDate) : '—'}</DataTableCell>
              <DataTableCell label={t.description}>
                <span className="break-words">{invoice.description}</span>
                {invoice.status === 'charged_back' && <span className="mt-1 block text-xs text-destructive-strong">{t.chargedBackHint}</span>}
              </DataTableCell>
              <DataTableCell label={t.amount} className="md:text-right md:whitespace-nowrap">
                <InvoiceAmount total={invoice.totalAmount} subtotal={invoice.amount} />
              </DataTableCell>
              <DataTableCell label={t.status}>
                <InvoiceStatusBadge status={invoice.status} kind={invoice.kind} />
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
                  <Button variant="outline" size="sm" loading={ubl.downloading === invoice.id} onClick={() => void ubl.download(invoice.id)} aria-label={t.ublOf(invoice.invoiceNumber)}>
                    {ubl.downloading !== invoice.id && <FileCode aria-hidden="true" />}
                    {t.ubl}
                  </Button>
                </span>
              </DataTableCell>
            </DataTableRow>
          ))}
        </DataTableBody>
      </DataTable>
      <Pagination page={page} total={total} onPage={onPage} />
      <ClientPaymentHistoryDialog invoice={history} onClose={() => setHistory(null)} />
    </>
  );
}
