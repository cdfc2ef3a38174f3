import { trpc } from '@/client/lib/trpc';
import { olderPages, olderRows } from '@/client/features/lists/load-older';

/**
 * A project's thread as the screen reads it: the newest 50 messages (a route loader prefetches them
 * with `project.messages.list.prefetchInfinite({ projectId })`), older ones 50 at a time on request.
 */
export function useMessageThread(projectId: string) {
  const query = trpc.project.messages.list.useInfiniteQuery({ projectId }, olderPages);
  return {
    messages: query.data?.pages.flat(),
    loading: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
    older: olderRows(query),
  };
}
