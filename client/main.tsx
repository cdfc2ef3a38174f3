import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient, createTrpcClient, createTrpcUtils } from './lib/trpc';
import { hydratePageData } from './lib/page-data';
import { keepTypedValues } from './lib/typed-before-hydration';
import { createAppRouter } from './router';
import { AppRoot } from './app-root';
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
const root = document.getElementById('root')!;
const app = <AppRoot router={router} queryClient={queryClient} trpcClient={trpcClient} />;

// A server-drawn page (server/http/page-render.ts): `ssr` tells the router so, as its own hydrate() does, so it draws the same tree
// as the server (without the browser's outer suspense boundaries) when React takes the markup over.
if (root.hasChildNodes()) {
  router.ssr = { manifest: undefined };
  void router.load().then(() => {
    keepTypedValues(root, window.location.pathname);
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
