import { trpc } from '@/client/lib/trpc';
import { olderRows } from '@/client/features/lists/load-older';
import { olderPages } from '@/client/features/lists/older-pages';

/**
 * The newest 50 messages, older ones 50 at a time; the route's loader ensures the first page with the same
 * `project.messages.list.infiniteQueryOptions({ projectId }, olderPages)`.
 */
export function useMessageThread(projectId: string) {
  const [thread, query] = trpc.project.messages.list.useSuspenseInfiniteQuery({ projectId }, olderPages);
  return { messages: thread.pages.flat(), older: olderRows(query) };
}
