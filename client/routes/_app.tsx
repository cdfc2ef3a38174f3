import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/client/components/layout/app-shell';
import { FullPageRouteError } from '@/client/components/layout/route-error-page';
import { FullPageLoading } from '@/client/components/ui/spinner';
import { requireSignedIn } from '@/client/lib/session';
import { SHELL_QUERIES } from '@/src/page-queries';
import { ensurePageQueries } from '@/client/lib/route-data';

/**
 * Every signed-in page: the guard of spec 2 once, then the shell with sidebar and top bar. The pages
 * below draw their pending, error and not-found states inside the shell (the router's defaults).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context }) => {
    requireSignedIn(context);
  },
  // The bell's count, in the same batch as the page's data (the live stream keeps it current).
  loader: ({ context }) => ensurePageQueries(context, SHELL_QUERIES),
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  pendingComponent: FullPageLoading,
  errorComponent: FullPageRouteError,
});
