import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@/src/schemas/list-search';
import { useMe } from '@/client/lib/session';
import { ensureQuery } from '@/client/lib/route-data';
import { AdminDashboard } from './-components/admin-dashboard';
import { ClientDashboard } from './-components/client-dashboard';
import { DeveloperDashboard } from './-components/developer-dashboard';

/** `/`: one dashboard per role (spec 2). The developer's search and page live in the address. */
export const Route = createFileRoute('/_app/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1 }),
  loader: async ({ context: { me, trpc, queryClient }, deps }) => {
    if (me?.role === 'admin') {
      await Promise.all([
        ensureQuery(queryClient, trpc.admin.stats.get.queryOptions()),
        ensureQuery(queryClient, trpc.admin.insight.attention.queryOptions()),
        ensureQuery(queryClient, trpc.admin.insight.figures.queryOptions()),
      ]);
    }
    if (me?.role === 'developer') {
      await Promise.all([
        ensureQuery(queryClient, trpc.developer.projects.list.queryOptions(deps)),
        ensureQuery(queryClient, trpc.developer.dashboard.waiting.queryOptions()),
        ensureQuery(queryClient, trpc.developer.dashboard.week.queryOptions()),
      ]);
    }
    if (me?.role === 'client') await ensureQuery(queryClient, trpc.client.dashboard.get.queryOptions());
  },
  component: DashboardPage,
});

function DashboardPage() {
  const me = useMe();
  const { q = '', page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!me) return null;
  switch (me.role) {
    case 'admin':
      return <AdminDashboard />;
    case 'developer':
      return (
        <DeveloperDashboard
          q={q}
          page={page}
          onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })}
          onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })}
        />
      );
    default:
      return <ClientDashboard />;
  }
}
