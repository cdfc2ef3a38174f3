import { trpc } from '@/client/lib/trpc';
import { olderRows } from '@/client/features/lists/load-older';
import { olderPages } from '@/client/features/lists/older-pages';

/**
 * A project's thread as the screen reads it: the newest 50 messages (the route's loader ensures
 * them with `project.messages.list.infiniteQueryOptions({ projectId }, olderPages)`), older ones
 * 50 at a time on request.
 */
export function useMessageThread(projectId: string) {
  const [thread, query] = trpc.project.messages.list.useSuspenseInfiniteQuery({ projectId }, olderPages);
  return { messages: thread.pages.flat(), older: olderRows(query) };
}
