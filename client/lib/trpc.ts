import { QueryCache, QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { createTRPCQueryUtils, createTRPCReact, TRPCClientError } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/routers';
import { nl } from '@/src/text/nl';
import { appLinks } from './trpc-links';

export const trpc = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** The signed-in user as `auth.me` returns it. */
export type Me = NonNullable<RouterOutputs['auth']['me']>;
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export function createTrpcClient() {
  // Same origin: the session cookie travels with every request and every live stream.
  return trpc.createClient({ links: appLinks({ url: '/trpc' }) });
}

function isClientError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError;
}

/** HTTP-style status of a failed call, when the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return isClientError(error) ? error.data?.httpStatus : undefined;
}

/** The server's Dutch message; a network failure or unknown error gives the fallback. */
export function errorMessage(error: unknown, fallback: string = nl.generic.error): string {
  if (isClientError(error) && error.shape && error.message) return error.message;
  return fallback;
}

/** Per-field messages of a validation error, keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isClientError(error)) return {};
  const fields = error.data?.zodError?.fieldErrors ?? {};
  const result: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fields)) {
    const first = (messages as string[] | undefined)?.[0];
    if (first) result[name] = first;
  }
  return result;
}

/**
 * A 4xx does not get better by asking again; a 503 is the database or file storage restarting, so keep trying about half a minute
 * before the server's "probeer het zo opnieuw" with a retry button. Mutations are never repeated.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status === 503) return failureCount < 5;
  return failureCount < 2 && (status === undefined || status >= 500);
}

/** `onSignedOut` runs when a query finds the session gone (expired, or ended elsewhere). */
export function createQueryClient(onSignedOut: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (errorStatus(error) === 401) onSignedOut();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: retryQuery,
      },
    },
  });
}

export function createTrpcUtils(queryClient: QueryClient, client: ReturnType<typeof createTrpcClient>): TrpcUtils {
  return createTRPCQueryUtils({ queryClient, client });
}

/**
 * The tRPC query utilities of the router context. `trpc.useUtils()` cannot reach our `client` router
 * (its name is taken by the utils' own `client`), these can; guards and loaders use the same object.
 */
export function useTrpcUtils(): TrpcUtils {
  return useRouteContext({ from: '__root__' }).trpc;
}
