import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      {/* Spec 9: one notification at a time. */}
      <Toaster visibleToasts={1} position="bottom-right" richColors closeButton />
    </>
  );
}
