import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient, createTrpcClient, createTrpcUtils, trpc } from './lib/trpc';
import { hydratePageData } from './lib/page-data';
import { createAppRouter } from './router';
import './styles.css';

// A session that ended elsewhere (expired, password reset) sends the user back to sign in.
const queryClient = createQueryClient(() => {
  if (router.state.location.pathname === '/auth') return;
  queryClient.clear();
  void router.navigate({ to: '/auth', replace: true });
});
hydratePageData(queryClient);
const trpcClient = createTrpcClient();
const router = createAppRouter({ queryClient, trpc: createTrpcUtils(queryClient, trpcClient) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
