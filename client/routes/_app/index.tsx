import { createFileRoute } from '@tanstack/react-router';
import { loadMe } from '@/client/lib/session';
import { trpc } from '@/client/lib/trpc';
import { AdminDashboard } from './-components/admin-dashboard';
import { ClientDashboard } from './-components/client-dashboard';
import { DeveloperDashboard } from './-components/developer-dashboard';

/** `/`: one dashboard per role (spec 2). */
export const Route = createFileRoute('/_app/')({
  loader: async ({ context }) => {
    const me = await loadMe(context);
    const role = me?.role;
    // Start the dashboard's one query while the route's code loads.
    if (role === 'admin') void context.trpc.admin.stats.get.prefetch();
    if (role === 'client') void context.trpc.client.dashboard.get.prefetch();
  },
  component: DashboardPage,
});

function DashboardPage() {
  const { data: me } = trpc.auth.me.useQuery();
  if (!me) return null;
  switch (me.role) {
    case 'admin':
      return <AdminDashboard />;
    case 'developer':
      return <DeveloperDashboard />;
    default:
      return <ClientDashboard />;
  }
}
