import { createFileRoute } from '@tanstack/react-router';
import { useMe } from '@/client/lib/session';
import { AdminDashboard } from './-components/admin-dashboard';
import { ClientDashboard } from './-components/client-dashboard';
import { DeveloperDashboard } from './-components/developer-dashboard';

/** `/`: one dashboard per role (spec 2). */
export const Route = createFileRoute('/_app/')({
  loader: async ({ context: { me, trpc } }) => {
    if (me?.role === 'admin') await trpc.admin.stats.get.prefetch();
    if (me?.role === 'client') await trpc.client.dashboard.get.prefetch();
  },
  component: DashboardPage,
});

function DashboardPage() {
  const me = useMe();
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
