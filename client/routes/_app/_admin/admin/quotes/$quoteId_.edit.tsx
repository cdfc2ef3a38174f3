import { createFileRoute, Navigate } from '@tanstack/react-router';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { PageHeader } from '@/client/components/layout/page-header';
import { routeErrorTitled } from '@/client/components/layout/route-error-page';
import { ensureQuery, orNotFound } from '@/client/lib/route-data';
import { trpc } from '@/client/lib/trpc';
import { QuoteEditor } from '../-components/quotes/quote-editor';
import { QuoteNotFound } from '../-components/quotes/quote-not-found';

const t = quoteScreensText.editor;

export const Route = createFileRoute('/_app/_admin/admin/quotes/$quoteId_/edit')({
  loader: ({ context: { trpc: utils, queryClient }, params }) =>
    orNotFound(
      Promise.all([
        ensureQuery(queryClient, utils.admin.quotes.get.queryOptions({ id: params.quoteId })),
        ensureQuery(queryClient, utils.admin.quotes.options.queryOptions()),
      ]),
    ),
  component: EditQuotePage,
  errorComponent: routeErrorTitled(quoteScreensText.detail.loadFailed),
  notFoundComponent: QuoteNotFound,
});

/** A concept, back in the editor; a quote already sent goes to its own page instead. */
function EditQuotePage() {
  const { quoteId } = Route.useParams();
  const [quote] = trpc.admin.quotes.get.useSuspenseQuery({ id: quoteId });
  const [options] = trpc.admin.quotes.options.useSuspenseQuery();
  if (quote.storedStatus !== 'concept') return <Navigate to="/admin/quotes/$quoteId" params={{ quoteId }} replace />;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={t.editTitle(quote.number)} description={t.editDescription} />
      <QuoteEditor options={options} quote={quote} />
    </div>
  );
}
