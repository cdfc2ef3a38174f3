import { StrictMode, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { HYDRATED_ATTRIBUTE } from '@/src/hydration';
import { trpc, type createTrpcClient } from './lib/trpc';
import { ServerCookies } from './lib/page-cookies';
import type { createAppRouter } from './router';

interface AppRootProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
  /** The request's cookies when the server renders the page. */
  serverCookies?: string;
}

/** The app with its providers: drawn by the server into the page, then hydrated by the browser. */
export function AppRoot({ router, queryClient, trpcClient, serverCookies }: AppRootProps) {
  // The page is the app's now: the submit guard a drawn page carries (server/http/headers.ts) lets forms through.
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  return (
    <StrictMode>
      <ServerCookies.Provider value={serverCookies ?? null}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </trpc.Provider>
      </ServerCookies.Provider>
    </StrictMode>
  );
}
