import { createFileRoute } from '@tanstack/react-router';
import { dashboardDeps, dashboardQueries, validateDashboardSearch } from '@/src/page-queries';
import { useMe } from '@/client/lib/session';
import { ensurePageQueries } from '@/client/lib/route-data';
import { AdminDashboard } from './-components/admin-dashboard';
import { ClientDashboard } from './-components/client-dashboard';
import { DeveloperDashboard } from './-components/developer-dashboard';

/** `/`: one dashboard per role (spec 2). The developer's search and page live in the address. */
export const Route = createFileRoute('/_app/')({
  validateSearch: validateDashboardSearch,
  loaderDeps: ({ search }) => dashboardDeps(search),
  loader: ({ context, deps }) => ensurePageQueries(context, dashboardQueries(context.me, deps)),
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
