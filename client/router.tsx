import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import type { TrpcUtils } from './lib/trpc';
import { Loading } from './components/ui/spinner';
import { NotFoundPage } from './components/layout/not-found-page';
import { RouteErrorPage } from './components/layout/route-error-page';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}

/**
 * In the browser by default; the server draws a page from a memory history, and without scroll
 * restoration, which it would write as an inline script (the CSP refuses those).
 */
export function createAppRouter(context: RouterContext, serverHistory?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(serverHistory ? { history: serverHistory } : {}),
    scrollRestoration: !serverHistory,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    // Every route draws its own pending, error and not-found state (the root and the public pages
    // full screen, the signed-in pages inside the shell); components read data that is there.
    defaultPendingComponent: Loading,
    defaultPendingMs: 300,
    defaultPendingMinMs: 200,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
