import { createFileRoute } from '@tanstack/react-router';
import { validateInvoiceListSearch } from '@/src/schemas/list-search';
import type { InvoiceStatus } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { invoicesText } from '@/src/text/nl/invoices';
import { PageHeader } from '@/client/components/layout/page-header';
import { SearchBox } from '@/client/features/lists/search-box';
import { ensureQuery } from '@/client/lib/route-data';
import { InvoicesTable } from './-components/invoices/invoices-table';
import { InvoiceStatusFilter } from './-components/invoices/invoice-status-filter';
import { InvoiceSchedules } from './-components/invoices/invoice-schedules';
import { NewInvoiceDialog } from './-components/invoices/new-invoice-dialog';
import { BookkeepingExportDialog } from './-components/invoices/bookkeeping-export-dialog';
import { PeppolGaps } from './-components/invoices/peppol-gaps';

export const Route = createFileRoute('/_app/_admin/admin/invoices')({
  validateSearch: validateInvoiceListSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1, status: search.status }),
  // The page of invoices, the schedules and the clients Peppol cannot reach, in one batch.
  loader: async ({ context: { trpc, queryClient }, deps }) => {
    await Promise.all([
      ensureQuery(queryClient, trpc.admin.invoices.list.queryOptions(deps)),
      ensureQuery(queryClient, trpc.admin.invoices.schedules.queryOptions({ page: 1 })),
      ensureQuery(queryClient, trpc.admin.invoices.peppolGaps.queryOptions({ page: 1 })),
    ]);
  },
  component: InvoicesPage,
});

/** Facturatiebeheer (spec 2): search, status filter with totals, pages, a new invoice, the schedules and who Peppol cannot reach. */
function InvoicesPage() {
  const { q = '', page = 1, status } = Route.useSearch();
  const navigate = Route.useNavigate();
  const setStatus = (next: InvoiceStatus | undefined) => void navigate({ search: (prev) => ({ ...prev, status: next, page: undefined }), replace: true });
  return (
    <>
      <PageHeader title={nl.pages.adminInvoices} description={invoicesText.invoices.adminDescription} actions={
          <>
            <BookkeepingExportDialog />
            <NewInvoiceDialog />
          </>
        } />
      <div className="mb-4 grid gap-3">
        <SearchBox value={q} placeholder={invoicesText.invoices.searchPlaceholder} onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, q: next || undefined, page: undefined }), replace: true })} />
        <InvoiceStatusFilter q={q} page={page} status={status} onStatus={setStatus} />
      </div>
      <InvoicesTable q={q} page={page} status={status} onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })} />
      <InvoiceSchedules />
      <PeppolGaps />
    </>
  );
}
