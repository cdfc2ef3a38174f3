import { createFileRoute } from '@tanstack/react-router';
import { readGuid, validatePageSearch } from '@/src/schemas/list-search';
import { nl } from '@/src/text/nl';
import { PageHeader } from '@/client/components/layout/page-header';
import { PaymentMethodCard } from '@/client/features/account/payment-method-card';
import { ensureQuery } from '@/client/lib/route-data';
import { ClientInvoicesTable } from './-components/invoices/client-invoices-table';
import { usePayLinkParams } from './-components/invoices/use-invoice-payment';

// ?betalen= is the pay link of a mail; ?betaald= the return from the checkout.
type InvoicesSearch = { page?: number; betalen?: string; betaald?: string };

export const Route = createFileRoute('/_app/_client/invoices')({
  validateSearch: (search: Record<string, unknown>): InvoicesSearch => {
    const betalen = readGuid(search.betalen);
    const betaald = readGuid(search.betaald);
    return { ...validatePageSearch(search), ...(betalen ? { betalen } : {}), ...(betaald ? { betaald } : {}) };
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // The mandate and the page of invoices, in one batch.
  loader: async ({ context: { trpc, queryClient }, deps }) => {
    await Promise.all([
      ensureQuery(queryClient, trpc.client.billing.mandate.queryOptions()),
      ensureQuery(queryClient, trpc.client.invoices.list.queryOptions(deps)),
    ]);
  },
  component: InvoicesPage,
});

/** Facturen (spec 2): the SEPA mandate's status or its set-up, and the own invoices with a PDF download. */
function InvoicesPage() {
  const { page = 1, betalen, betaald } = Route.useSearch();
  const navigate = Route.useNavigate();
  usePayLinkParams({ betalen, betaald }, () => void navigate({ search: page > 1 ? { page } : {}, replace: true }));
  return (
    <div className="grid max-w-5xl gap-8">
      <div>
        <PageHeader title={nl.pages.invoices} description={nl.invoices.clientDescription} />
        <div className="max-w-3xl">
          <PaymentMethodCard />
        </div>
      </div>
      <section aria-labelledby="my-invoices">
        <h2 id="my-invoices" className="mb-4 text-lg font-semibold">
          {nl.invoices.invoicesTitle}
        </h2>
        <ClientInvoicesTable page={page} onPage={(next) => void navigate({ search: next > 1 ? { page: next } : {} })} />
      </section>
    </div>
  );
}
