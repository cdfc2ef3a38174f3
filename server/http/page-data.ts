import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultParseSearch } from '@tanstack/react-router';
import { createServerSideHelpers } from '@trpc/react-query/server';
import superjson from 'superjson';
import { pageQueriesAt, SHELL_QUERIES, type PageQuery } from '@/src/page-queries';
import { atProcedurePath } from '@/src/procedure-path';
import type { Services } from '@/server/services';
import { appRouter } from '@/server/routers';
import { contextSourceFor, createContextInner } from '@/server/trpc/context';
import type { PageRoute } from './page-routes';

// Answered through the same procedures, context and access rules as /trpc and dehydrated under the route loaders' query keys, so
// the browser asks for nothing more. A session still owing its second step gets null (unknown), not SIGNED_OUT (known to be nobody).

export interface PageData {
  /** The dehydrated queries, superjson-encoded as JSON; null for a visitor without a session. */
  json: string | null;
  /** The user reaches the signed-in pages (no step owed, a role): the page's own data is in. */
  signedIn: boolean;
}

/** A procedure's server-side helpers (`helpers.client.dashboard.get`). */
interface PrefetchProcedure {
  prefetch(input: unknown): Promise<void>;
  prefetchInfinite(input: unknown): Promise<void>;
}

const SIGNED_OUT: PageData = { json: null, signedIn: false };

type Helpers = ReturnType<typeof createServerSideHelpers<typeof appRouter>>;

function prefetch(helpers: Helpers, { procedure, input, olderPages }: PageQuery): Promise<void> {
  const helper = atProcedurePath<PrefetchProcedure>(helpers, procedure);
  return olderPages ? helper.prefetchInfinite(input) : helper.prefetch(input);
}

/** The query string as the router reads it (values that are JSON are parsed, as `?page=2`). */
function searchOf(url: string): Record<string, unknown> {
  const query = url.indexOf('?');
  return query === -1 ? {} : (defaultParseSearch(url.slice(query)) as Record<string, unknown>);
}

export async function pageData(services: Services, request: FastifyRequest, reply: FastifyReply, route: PageRoute | undefined): Promise<PageData | null> {
  try {
    const ctx = await createContextInner(contextSourceFor(services, request, reply));
    if (!ctx.user) return SIGNED_OUT;
    if (ctx.pendingStep) return null;
    const helpers = createServerSideHelpers({ router: appRouter, ctx, transformer: superjson });
    const me = await helpers.auth.me.fetch();
    const signedIn = me !== null && me.pending === null && me.role !== null;
    if (signedIn && route?.signedIn) {
      const queries = [...SHELL_QUERIES, ...(pageQueriesAt(route.path, me, searchOf(request.url)) ?? [])];
      // A query that fails is left out: the page asks for it again and shows what went wrong.
      await Promise.all(queries.map((query) => prefetch(helpers, query)));
    }
    const state = helpers.dehydrate({ shouldDehydrateQuery: (query) => query.state.status === 'success' });
    return { json: JSON.stringify(state), signedIn };
  } catch (error) {
    // The page itself still goes out (the database may be away): the browser then asks and shows why.
    request.log.warn({ err: error }, 'page data not loaded');
    return null;
  }
}
