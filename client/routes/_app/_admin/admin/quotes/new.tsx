import { createFileRoute } from '@tanstack/react-router';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { PageHeader } from '@/client/components/layout/page-header';
import { ensureQuery } from '@/client/lib/route-data';
import { trpc } from '@/client/lib/trpc';
import { QuoteEditor } from '../-components/quotes/quote-editor';

const t = quoteScreensText.editor;

export const Route = createFileRoute('/_app/_admin/admin/quotes/new')({
  // The packages, modules and suggested validity the editor offers.
  loader: ({ context: { trpc: utils, queryClient } }) => ensureQuery(queryClient, utils.admin.quotes.options.queryOptions()),
  component: NewQuotePage,
});

function NewQuotePage() {
  const [options] = trpc.admin.quotes.options.useSuspenseQuery();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={t.newTitle} description={t.newDescription} />
      <QuoteEditor options={options} />
    </div>
  );
}
