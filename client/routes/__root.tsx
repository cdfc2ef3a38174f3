import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '@/client/router';
import { loadMe } from '@/client/lib/session';
import { Notifier } from '@/client/components/layout/notifier';
import { FullPageRouteError } from '@/client/components/layout/route-error-page';
import { FullPageLoading } from '@/client/components/ui/spinner';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The signed-in user, once, for every guard, loader and component below.
  beforeLoad: async ({ context }) => ({ me: await loadMe(context.trpc) }),
  component: RootLayout,
  pendingComponent: FullPageLoading,
  errorComponent: FullPageRouteError,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Notifier />
    </>
  );
}
