import { notFound } from '@tanstack/react-router';
import type { EnsureInfiniteQueryDataOptions, EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query';
import type { PageQuery } from '@/src/page-queries';
import { atProcedurePath } from '@/src/procedure-path';
import { olderPages } from '@/client/features/lists/older-pages';
import { errorStatus, type TrpcUtils } from './trpc';

// Stale data shows at once and is asked again in the same batch as the missing, so a screen stays one round trip.
// Missing data shows the route's pending component; a failure after the query's retries, its error component.

// The options of a tRPC procedure (`trpc.x.queryOptions(input)`), whatever its data.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueryOptions = EnsureQueryDataOptions<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyInfiniteQueryOptions = EnsureInfiniteQueryDataOptions<any, any, any, any, any>;

export function ensureQuery(queryClient: QueryClient, options: AnyQueryOptions): Promise<unknown> {
  return queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
}

/** The first page of a newest-first list (messages, files); older pages load on request. */
export function ensureInfiniteQuery(queryClient: QueryClient, options: AnyInfiniteQueryOptions): Promise<unknown> {
  return queryClient.ensureInfiniteQueryData({ ...options, revalidateIfStale: true });
}

/** A procedure's query utilities (`trpc.client.dashboard.get`), whatever its input and data. */
interface QueryProcedure {
  queryOptions(input: unknown): AnyQueryOptions;
  infiniteQueryOptions(input: unknown, options: typeof olderPages): AnyInfiniteQueryOptions;
}

function procedureAt(trpc: TrpcUtils, procedure: string): QueryProcedure {
  return atProcedurePath<QueryProcedure>(trpc, procedure);
}

/** A page's first batch as `src/page-queries.ts` lists it (the server put the same into a cold-loaded page). */
export async function ensurePageQueries(context: { queryClient: QueryClient; trpc: TrpcUtils }, queries: readonly PageQuery[]): Promise<void> {
  await Promise.all(
    queries.map(({ procedure, input, olderPages: newestFirst }) => {
      const utils = procedureAt(context.trpc, procedure);
      return newestFirst
        ? ensureInfiniteQuery(context.queryClient, utils.infiniteQueryOptions(input, olderPages))
        : ensureQuery(context.queryClient, utils.queryOptions(input));
    }),
  );
}

/**
 * A loader's reads for the record its address names (a project): a record the server does not
 * know, keeps from this user, or cannot look up from a malformed id is the route's not-found page.
 */
export async function orNotFound<T>(loading: Promise<T>): Promise<T> {
  try {
    return await loading;
  } catch (error) {
    const status = errorStatus(error);
    if (status === 404 || status === 400) throw notFound();
    throw error;
  }
}
