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

/** `history`: the browser's address by default; the server renders a page from a memory history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
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
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
