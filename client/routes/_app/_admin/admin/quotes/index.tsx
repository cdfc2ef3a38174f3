import { createFileRoute, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { validateQuoteListSearch } from '@/src/schemas/list-search';
import type { QuoteStatus } from '@/src/domain/quotes';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { PageHeader } from '@/client/components/layout/page-header';
import { buttonClasses } from '@/client/components/ui/button';
import { SearchBox } from '@/client/features/lists/search-box';
import { ensureQuery } from '@/client/lib/route-data';
import { QuotesTable } from '../-components/quotes/quotes-table';
import { QuoteStatusFilter } from '../-components/quotes/quote-status-filter';

const t = quoteScreensText.list;

export const Route = createFileRoute('/_app/_admin/admin/quotes/')({
  validateSearch: validateQuoteListSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1, status: search.status }),
  loader: ({ context: { trpc, queryClient }, deps }) => ensureQuery(queryClient, trpc.admin.quotes.list.queryOptions(deps)),
  component: QuotesPage,
});

/** Offertes: search (number, name, company, email), one status or all, pages, and "Nieuwe offerte". */
function QuotesPage() {
  const { q = '', page = 1, status } = Route.useSearch();
  const navigate = Route.useNavigate();
  const setStatus = (next: QuoteStatus | undefined) => void navigate({ search: (prev) => ({ ...prev, status: next, page: undefined }), replace: true });
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <Link to="/admin/quotes/new" className={buttonClasses('primary')}>
            <Plus aria-hidden="true" />
            {t.newQuote}
          </Link>
        }
      />
      <div className="mb-4 grid gap-3">
        <SearchBox value={q} placeholder={t.searchPlaceholder} onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, q: next || undefined, page: undefined }), replace: true })} />
        <QuoteStatusFilter status={status} onStatus={setStatus} />
      </div>
      <QuotesTable q={q} page={page} status={status} onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })} />
    </>
  );
}
