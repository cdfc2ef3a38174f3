import type { QueryClient } from '@tanstack/react-query';
import { olderPages } from '@/client/features/lists/older-pages';
import { ensureInfiniteQuery, ensureQuery, orNotFound } from '@/client/lib/route-data';
import type { TrpcUtils } from '@/client/lib/trpc';

/**
 * Both staff routes ensure the detail in one batch: 7 operations, and a batch holds 10.
 * A project the user may not see is the route's "Project niet gevonden".
 */
export async function ensureProjectDetail(queryClient: QueryClient, trpc: TrpcUtils, projectId: string, also: readonly Promise<unknown>[] = []) {
  const input = { projectId };
  await orNotFound(
    Promise.all([
      ensureQuery(queryClient, trpc.project.detail.get.queryOptions(input)),
      ensureQuery(queryClient, trpc.project.intake.get.queryOptions(input)),
      ensureQuery(queryClient, trpc.project.checklist.list.queryOptions(input)),
      ensureQuery(queryClient, trpc.project.timeline.get.queryOptions(input)),
      ensureInfiniteQuery(queryClient, trpc.project.uploads.list.infiniteQueryOptions(input, olderPages)),
      ensureInfiniteQuery(queryClient, trpc.project.messages.list.infiniteQueryOptions(input, olderPages)),
      ensureQuery(queryClient, trpc.project.history.list.queryOptions({ projectId, page: 1 })),
      ...also,
    ]),
  );
}
