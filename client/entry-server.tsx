import { renderToString } from 'react-dom/server';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import superjson from 'superjson';
import type { AppRouter } from '@/server/routers';
import type { PageRenderRequest } from '@/server/http/page-render';
import { createQueryClient, createTrpcUtils, trpc } from './lib/trpc';
import { createAppRouter } from './router';
import { AppRoot } from './app-root';

// The server's entry into the browser app (built by `vite build --ssr` into dist/ssr): one page drawn
// from the data the server already answered, with the same router, routes and components.

/** The server draws only from the page's data: a query beyond it means the browser must draw the page. */
const pageDataOnly: TRPCLink<AppRouter> = () => ({ op }) =>
  observable((observer) => observer.error(TRPCClientError.from(new Error(`${op.path} is not in the page's data`))));

export async function renderPage({ url, pageState, cookies }: PageRenderRequest): Promise<string | null> {
  const queryClient = createQueryClient(() => undefined);
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const trpcClient = trpc.createClient({ links: [pageDataOnly] });
  const utils = createTrpcUtils(queryClient, trpcClient);
  // A visitor without a session: nobody is signed in, which the browser hears from the server too.
  if (pageState === null) utils.auth.me.setData(undefined, null);
  else hydrate(queryClient, superjson.parse<DehydratedState>(pageState));
  const router = createAppRouter({ queryClient, trpc: utils }, createMemoryHistory({ initialEntries: [url] }));
  try {
    await router.load();
    // A redirect (a guard, a cleaned-up address) leaves the asked-for location unresolved.
    const { matches, location, resolvedLocation } = router.state;
    const drawn = resolvedLocation?.href === location.href && matches.length > 0 && matches.every((match) => match.status === 'success');
    if (!drawn) return null;
    return renderToString(<AppRoot router={router} queryClient={queryClient} trpcClient={trpcClient} serverCookies={cookies} />);
  } finally {
    queryClient.clear();
  }
}
