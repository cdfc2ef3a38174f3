import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '@/src/schemas/list';
import { useMe } from '@/client/lib/session';
import { AdminDashboard } from './-components/admin-dashboard';
import { ClientDashboard } from './-components/client-dashboard';
import { DeveloperDashboard } from './-components/developer-dashboard';

/** `/`: one dashboard per role (spec 2). The developer's search and page live in the address. */
export const Route = createFileRoute('/_app/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1 }),
  loader: async ({ context: { me, trpc }, deps }) => {
    if (me?.role === 'admin') await trpc.admin.stats.get.prefetch();
    if (me?.role === 'developer') await trpc.developer.projects.list.prefetch(deps);
    if (me?.role === 'client') await trpc.client.dashboard.get.prefetch();
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
