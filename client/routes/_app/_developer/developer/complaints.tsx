import { createFileRoute } from '@tanstack/react-router';
import { validatePageSearch } from '@/src/schemas/list-search';
import { nl } from '@/src/text/nl';
import { routeErrorTitled } from '@/client/components/layout/route-error-page';
import { MyComplaintsPage } from '@/client/features/complaints/my-complaints-page';
import { ensureQuery } from '@/client/lib/route-data';

export const Route = createFileRoute('/_app/_developer/developer/complaints')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { trpc, queryClient }, deps }) => ensureQuery(queryClient, trpc.complaints.listOwn.queryOptions(deps)),
  component: DeveloperComplaintsPage,
  errorComponent: routeErrorTitled(nl.complaintsPage.loadFailed),
});

function DeveloperComplaintsPage() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <MyComplaintsPage page={page} onPage={(next) => void navigate({ search: next > 1 ? { page: next } : {} })} />;
}
