import { createFileRoute } from '@tanstack/react-router';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { PageHeader } from '@/client/components/layout/page-header';
import { SectionCard } from '@/client/components/layout/section-card';
import { QuoteContents } from '@/client/features/quotes/quote-contents';
import { QuoteStatusBadge } from '@/client/features/quotes/quote-status-badge';
import { ensureQuery, orNotFound } from '@/client/lib/route-data';
import { trpc } from '@/client/lib/trpc';
import { QuoteActions } from '../-components/quotes/quote-actions';
import { QuoteEditor } from '../-components/quotes/quote-editor';
import { QuoteFacts, QuoteHistory, QuoteAnswer } from '../-components/quotes/quote-facts';
import { QuoteNotFound } from '../-components/quotes/quote-not-found';

const t = quoteScreensText.detail;

export const Route = createFileRoute('/_app/_admin/admin/quotes/$quoteId')({
  // `?edit=true`: a concept back in the editor, on the quote's own address.
  validateSearch: (search: Record<string, unknown>): { edit?: true } => (search.edit === true ? { edit: true } : {}),
  loaderDeps: ({ search }) => ({ edit: search.edit === true }),
  loader: ({ context: { trpc: utils, queryClient }, params, deps }) =>
    orNotFound(
      Promise.all([
        ensureQuery(queryClient, utils.admin.quotes.get.queryOptions({ id: params.quoteId })),
        deps.edit && ensureQuery(queryClient, utils.admin.quotes.options.queryOptions()),
      ]),
    ),
  component: QuotePage,
  notFoundComponent: QuoteNotFound,
});

function QuotePage() {
  const { quoteId } = Route.useParams();
  const { edit } = Route.useSearch();
  const [quote] = trpc.admin.quotes.get.useSuspenseQuery({ id: quoteId });
  // A quote that has been sent is never changed: its page shows it as it went out.
  return edit && quote.storedStatus === 'concept' ? <EditQuote quoteId={quoteId} /> : <QuoteDetail quoteId={quoteId} />;
}

function EditQuote({ quoteId }: { quoteId: string }) {
  const [quote] = trpc.admin.quotes.get.useSuspenseQuery({ id: quoteId });
  const [options] = trpc.admin.quotes.options.useSuspenseQuery();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={quoteScreensText.editor.editTitle(quote.number)} description={quoteScreensText.editor.editDescription} />
      <QuoteEditor options={options} quote={quote} />
    </div>
  );
}

/** One quote for the admin: what it offers and its totals, its status and history, the signature, and what can be done now. */
function QuoteDetail({ quoteId }: { quoteId: string }) {
  const [quote] = trpc.admin.quotes.get.useSuspenseQuery({ id: quoteId });
  return (
    <>
      <PageHeader title={t.title(quote.number)} description={quote.recipient.company ?? quote.recipient.name} actions={<QuoteActions quote={quote} />} />
      <div className="mb-6 -mt-2 flex items-center gap-2 md:-mt-4" data-testid="quote-status">
        <span className="text-sm text-muted-foreground">{quoteScreensText.list.status}</span>
        <QuoteStatusBadge status={quote.status} />
      </div>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard title={t.contents}>
          {quote.introduction && <p className="mb-5 text-sm leading-relaxed whitespace-pre-line">{quote.introduction}</p>}
          <QuoteContents lines={quote.lines} totals={quote.totals} />
        </SectionCard>
        <div className="grid gap-6">
          <QuoteFacts quote={quote} />
          <QuoteAnswer quote={quote} />
          <QuoteHistory quote={quote} />
        </div>
      </div>
    </>
  );
}
