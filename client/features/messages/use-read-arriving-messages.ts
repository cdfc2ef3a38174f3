import { useEffect, useRef } from 'react';
import { trpc } from '@/client/lib/trpc';
import type { ThreadMessage } from './message-list';

/**
 * A message from someone else that arrives while its thread is on screen has been seen: its
 * notification counts as read. In a tab in the background, that waits until the tab is looked at.
 */
export function useReadArrivingMessages(projectId: string, newest: ThreadMessage | undefined, currentUserId: string | undefined): void {
  const markThreadRead = trpc.notifications.markThreadRead.useMutation();
  const { mutate } = markThreadRead;
  const seenId = useRef(newest?.id);
  const unseen = useRef(false);

  useEffect(() => {
    const readIfShown = () => {
      if (!unseen.current || document.visibilityState !== 'visible') return;
      unseen.current = false;
      mutate({ projectId });
    };
    if (newest && newest.id !== seenId.current) {
      seenId.current = newest.id;
      if (newest.author?.id !== currentUserId) unseen.current = true;
    }
    readIfShown();
    document.addEventListener('visibilitychange', readIfShown);
    return () => document.removeEventListener('visibilitychange', readIfShown);
  }, [newest, currentUserId, projectId, mutate]);
}
