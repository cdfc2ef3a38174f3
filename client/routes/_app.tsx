import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/client/components/layout/app-shell';
import { requireSignedIn } from '@/client/lib/session';

/** Every signed-in page: the guard of spec 2 once, then the shell with sidebar and top bar. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => {
    requireSignedIn(context);
  },
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
