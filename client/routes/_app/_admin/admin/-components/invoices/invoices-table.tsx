import { useState } from 'react';
import { Ban, Download, FileCode, Receipt, Repeat, SearchX, Undo2 } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { canCancelInvoice, type InvoiceStatus } from '@/src/domain/statuses';
import { formatDate } from '@/src/dates';
import { centsToMoney, formatEuro, moneyToCents } from '@/src/domain/money';
import { nl } from '@/src/text/nl';
import { listsText } from '@/src/text/nl/lists';
import { invoicesText } from '@/src/text/nl/invoices';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { ActionsMenu, ActionsMenuItem } from '@/client/components/ui/actions-menu';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '@/client/components/ui/data-table';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/features/lists/pagination';
import { InvoiceAmount } from '@/client/features/invoices/invoice-amount';
import { InvoiceStatusBadge } from '@/client/features/invoices/invoice-status-badge';
import { InvoiceNumber } from '@/client/features/invoices/invoice-number';
import { AdminPaymentHistoryDialog } from '@/client/features/invoices/payment-history-dialog';
import { RefundDialog } from '@/client/features/invoices/refund-dialog';
import { useInvoiceDownload, useUblDownload } from '@/client/features/invoices/use-invoice-download';
import { cn } from '@/client/lib/class-names';
import { errorMessage, trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';

const t = invoicesText.invoices;
// Seven columns from md up (the description under the client): a little less room around each, so
// the table fits beside the sidebar at 1280 px with the dates on one line.
const CELL = 'md:px-3';
type Invoice = RouterOutputs['admin']['invoices']['list']['items'][number];

type Props = { q: string; page: number; status: InvoiceStatus | undefined; onPage: (page: number) => void };

/** What may still be refunded of a paid invoice (its total less the admin's refunds); 0 for anything else. */
function refundableCents(invoice: Invoice): number {
  if (invoice.kind !== 'invoice' || invoice.status !== 'paid') return 0;
  return Math.max(0, moneyToCents(invoice.totalAmount) - moneyToCents(invoice.refunded));
}

export function InvoicesTable({ q, page, status, onPage }: Props) {
  const [{ items, total }] = trpc.admin.invoices.list.useSuspenseQuery({ q, page, status });
  const utils = useTrpcUtils();
  const cancel = trpc.admin.invoices.cancel.useMutation();
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const [refunding, setRefunding] = useState<Invoice | null>(null);
  const [history, setHistory] = useState<Invoice | null>(null);
  const refund = trpc.admin.invoices.refund.useMutation();
  const { download, downloading } = useInvoiceDownload((invoiceId) => utils.admin.invoices.document.fetch({ invoiceId }));
  const ubl = useUblDownload((invoiceId) => utils.admin.invoices.ubl.fetch({ invoiceId }));

  async function confirmCancel() {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync({ invoiceId: cancelling.id });
      toast.success(t.cancelled);
      setCancelling(null);
    } catch (error) {
      toast.error(t.error, { description: errorMessage(error, t.cancelFailed) });
    } finally {
      await utils.admin.invoices.list.invalidate();
    }
  }

  async function sendRefund(values: { amount: string; reason: string }) {
    try {
      return await refund.mutateAsync({ invoiceId: refunding!.id, ...values });
    } finally {
      await Promise.all([utils.admin.invoices.list.invalidate(), utils.admin.invoices.history.invalidate()]);
    }
  }

  if (items.length === 0) {
    return q || status ? <EmptyState icon={SearchX} title={listsText.lists.noResults} description={q ? listsText.lists.noResultsFor(q) : undefined} /> : <EmptyState icon={Receipt} title={t.none} />;
  }

  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {listsText.lists.countOf(items.length, total)}
      </p>
      <DataTable aria-label={nl.pages.adminInvoices}>
        <DataTableHead
          columns={[
            { label: t.number },
            { label: t.clientAndDescription },
            { label: t.date },
            { label: t.dueDate },
            { label: t.amount, className: 'text-right' },
            { label: t.status },
            { label: t.actions, className: 'text-right' },
          ]}
        />
        <DataTableBody>
          {items.map((invoice) => (
            <DataTableRow key={invoice.id} data-testid="invoice-row">
              <DataTableCell className={cn(CELL, 'font-medium whitespace-nowrap tabular-nums')}>
                <span className="flex items-center gap-1.5">
                  <InvoiceNumber invoice={invoice} onHistory={() => setHistory(invoice)} />
                  {invoice.isRecurring && <Repeat aria-label={t.recurring} className="size-3.5 text-muted-foreground" />}
                </span>
              </DataTableCell>
              <DataTableCell label={t.client} className={CELL}>
                <span className="block break-words">{invoice.billingName}</span>
                <span className="block text-xs break-all text-muted-foreground md:hidden 2xl:block">{invoice.billingEmail}</span>
                {/* From md up the description stands under the client, which leaves the dates room for one line. */}
                <span className="mt-1 hidden text-xs break-words text-muted-foreground md:block">{invoice.description}</span>
              </DataTableCell>
              <DataTableCell label={t.date} className={cn(CELL, 'md:whitespace-nowrap')}>{formatDate(invoice.invoiceDate)}</DataTableCell>
              <DataTableCell label={t.dueDate} className={cn(CELL, 'md:whitespace-nowrap')}>{invoice.dueDate ? formatDate(invoice.dueDate) : '—'}</DataTableCell>
              <DataTableCell label={t.amount} className={cn(CELL, 'md:text-right md:whitespace-nowrap')}>
                <InvoiceAmount total={invoice.totalAmount} subtotal={invoice.amount} />
              </DataTableCell>
              <DataTableCell label={t.description} className={cn(CELL, 'md:hidden')}>
                <span className="break-words">{invoice.description}</span>
              </DataTableCell>
              <DataTableCell label={t.status} className={CELL}>
                <InvoiceStatusBadge status={invoice.status} kind={invoice.kind} />
              </DataTableCell>
              <DataTableCell className={cn(CELL, 'md:text-right')}>
                <ActionsMenu name={t.actionsOf(invoice.invoiceNumber)} busy={downloading === invoice.id || ubl.downloading === invoice.id}>
                  <ActionsMenuItem icon={Download} onSelect={() => void download(invoice.id)}>
                    {t.downloadPdf}
                  </ActionsMenuItem>
                  <ActionsMenuItem icon={FileCode} onSelect={() => void ubl.download(invoice.id)}>
                    {t.downloadUbl}
                  </ActionsMenuItem>
                  {refundableCents(invoice) > 0 && (
                    <ActionsMenuItem icon={Undo2} onSelect={() => setRefunding(invoice)}>
                      {refundText.refunds.title}
                    </ActionsMenuItem>
                  )}
                  {invoice.kind === 'invoice' && canCancelInvoice(invoice.status) && (
                    <ActionsMenuItem icon={Ban} destructive onSelect={() => setCancelling(invoice)}>
                      {t.cancel}
                    </ActionsMenuItem>
                  )}
                </ActionsMenu>
              </DataTableCell>
            </DataTableRow>
          ))}
        </DataTableBody>
      </DataTable>
      <Pagination page={page} total={total} onPage={onPage} />
      <ConfirmDialog
        open={cancelling !== null}
        title={t.confirmCancelTitle}
        description={t.confirmCancelDescription(cancelling?.invoiceNumber ?? '')}
        confirmLabel={t.confirmCancel}
        busy={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onOpenChange={(open) => !open && setCancelling(null)}
      />
      <RefundDialog
        title={refunding ? refundText.refunds.titleOf(refunding.invoiceNumber) : null}
        refundable={refunding ? formatEuro(centsToMoney(refundableCents(refunding))) : ''}
        initialAmount={refunding ? centsToMoney(refundableCents(refunding)) : ''}
        onRefund={sendRefund}
        onClose={() => setRefunding(null)}
      />
      <AdminPaymentHistoryDialog invoice={history} onClose={() => setHistory(null)} />
    </>
  );
}
