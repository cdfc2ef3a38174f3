import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import type { RouterContext } from '@/client/router';
import { loadMe } from '@/client/lib/session';
import { FullPageRouteError } from '@/client/components/layout/route-error-page';
import { FullPageLoading } from '@/client/components/ui/spinner';
import { nl } from '@/src/text/nl';

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
      {/* Spec 9: one notification at a time; at the top, where it never covers a page's buttons on a phone. */}
      <Toaster visibleToasts={1} position="top-center" richColors closeButton containerAriaLabel={nl.app.notifications} />
    </>
  );
}
