import { useCallback, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { PaymentOutcome } from '@/src/domain/statuses';
import { readGuid, readPage, validatePageSearch } from '@/src/schemas/list-search';
import { nl } from '@/src/text/nl';
import { invoicesText } from '@/src/text/nl/invoices';
import { PageHeader } from '@/client/components/layout/page-header';
import { Alert } from '@/client/components/ui/alert';
import { PaymentMethodCard } from '@/client/features/account/payment-method-card';
import { PaymentReturn, paymentNotices, type PaymentNotice } from '@/client/features/payments/payment-return';
import { ensureQuery } from '@/client/lib/route-data';
import { toast } from '@/client/lib/toast';
import { useTrpcUtils } from '@/client/lib/trpc';
import { ClientInvoicesTable } from './-components/invoices/client-invoices-table';
import { SignedQuotesSection } from './-components/invoices/signed-quotes';
import { usePayLinkParam } from './-components/invoices/use-invoice-payment';

// ?betalen= is the pay link of a mail; ?payment=success&paymentId= the return from the checkout,
// the same address convention as every checkout's return; ?offertes= the page of signed quotes.
type InvoicesSearch = { page?: number; offertes?: number; betalen?: string; payment?: 'success'; paymentId?: string };

export const Route = createFileRoute('/_app/_client/invoices')({
  validateSearch: (search: Record<string, unknown>): InvoicesSearch => {
    const betalen = readGuid(search.betalen);
    const paymentId = search.payment === 'success' ? readGuid(search.paymentId) : undefined;
    const offertes = readPage(search.offertes);
    return {
      ...validatePageSearch(search),
      ...(offertes > 1 ? { offertes } : {}),
      ...(betalen ? { betalen } : {}),
      ...(paymentId ? { payment: 'success' as const, paymentId } : {}),
    };
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, quotePage: search.offertes ?? 1 }),
  // The mandate, the page of invoices and the page of signed quotes, in one batch.
  loader: async ({ context: { trpc, queryClient }, deps }) => {
    await Promise.all([
      ensureQuery(queryClient, trpc.client.billing.mandate.queryOptions()),
      ensureQuery(queryClient, trpc.client.invoices.list.queryOptions({ page: deps.page })),
      ensureQuery(queryClient, trpc.client.quotes.signed.queryOptions({ page: deps.quotePage })),
    ]);
  },
  component: InvoicesPage,
});

/** The address of a page of invoices and a page of signed quotes, page 1 left out. */
const pagesSearch = (page: number, offertes: number): InvoicesSearch => ({ ...(page > 1 ? { page } : {}), ...(offertes > 1 ? { offertes } : {}) });

/** Facturen (spec 2): the SEPA mandate's status or its set-up, the own invoices and credit notes with a PDF download, and the signed quotes. */
function InvoicesPage() {
  const { page = 1, offertes = 1, betalen, paymentId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const utils = useTrpcUtils();
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const clearAddress = useCallback(() => void navigate({ search: pagesSearch(page, offertes), replace: true }), [navigate, page, offertes]);
  usePayLinkParam(betalen, clearAddress);
  const onPaymentDone = useCallback(
    (done: PaymentNotice, outcome: PaymentOutcome | null) => {
      if (outcome === 'paid') toast.success(done.message);
      else setNotice(done);
      void utils.client.invoices.list.invalidate();
      clearAddress();
    },
    [clearAddress, utils],
  );
  return (
    <div className="grid max-w-5xl gap-8">
      <div>
        <PageHeader title={nl.pages.invoices} description={invoicesText.invoices.clientDescription} />
        {paymentId && <PaymentReturn paymentId={paymentId} notices={paymentNotices({ paid: invoicesText.invoices.paidToast, chargedBack: invoicesText.invoices.chargedBackHint })} onDone={onPaymentDone} />}
        {notice && <Alert tone={notice.tone} title={notice.message} className="mb-4" />}
        <div className="max-w-3xl">
          <PaymentMethodCard />
        </div>
      </div>
      <section aria-labelledby="my-invoices">
        <h2 id="my-invoices" className="mb-4 text-lg font-semibold">
          {invoicesText.invoices.invoicesTitle}
        </h2>
        <ClientInvoicesTable page={page} onPage={(next) => void navigate({ search: pagesSearch(next, offertes) })} />
      </section>
      <SignedQuotesSection page={offertes} onPage={(next) => void navigate({ search: pagesSearch(page, next) })} />
    </div>
  );
}
