import type { TrpcUtils, RouterOutputs } from '@/client/lib/trpc';
import type { LivePayload } from '@/server/events/live-payloads';

type ThreadMessage = RouterOutputs['project']['messages']['list'][number];

/**
 * Open screens change in place: a new message joins its thread once, however often it arrives; whatever else changed is asked
 * again in the background while the screen keeps showing what it has.
 */
export function applyLiveEvent(utils: TrpcUtils, payload: LivePayload): void {
  switch (payload.kind) {
    case 'several':
      for (const single of payload.payloads) applyLiveEvent(utils, single);
      return;
    case 'notifications':
      utils.notifications.unreadCount.setData(undefined, { unread: payload.unread });
      void utils.notifications.list.invalidate();
      return;
    case 'message':
      addToThread(utils, payload.projectId, payload.message);
      return;
    case 'timeline': {
      const { projectId } = payload;
      void Promise.all([
        utils.project.timeline.get.invalidate({ projectId }),
        // Pins and rounds: an open review screen shows the other side's pins and answers.
        utils.project.review.get.invalidate({ projectId }),
        utils.client.dashboard.get.invalidate(),
        utils.developer.dashboard.waiting.invalidate(),
        utils.developer.agenda.get.invalidate(),
        utils.admin.agenda.get.invalidate(),
      ]);
      return;
    }
    case 'checklist':
      void utils.project.checklist.list.invalidate({ projectId: payload.projectId });
      return;
    case 'files':
      void Promise.all([
        utils.project.uploads.list.invalidate({ projectId: payload.projectId }),
        utils.project.timeline.get.invalidate({ projectId: payload.projectId }),
        utils.project.review.get.invalidate({ projectId: payload.projectId }),
      ]);
      return;
    case 'project':
      void Promise.all([
        utils.project.detail.get.invalidate({ projectId: payload.projectId }),
        utils.project.timeline.get.invalidate({ projectId: payload.projectId }),
        utils.project.review.get.invalidate({ projectId: payload.projectId }),
      ]);
      return;
    case 'keepalive':
      return;
    case 'resync':
      // Events were missed (away for long): everything on screen is read again.
      void utils.invalidate();
      return;
  }
}

function addToThread(utils: TrpcUtils, projectId: string, message: ThreadMessage) {
  utils.project.messages.list.setInfiniteData({ projectId }, (thread) => {
    if (!thread) return thread;
    if (thread.pages.some((page) => page.some((shown) => shown.id === message.id))) return thread;
    const [newest = [], ...older] = thread.pages;
    return { ...thread, pages: [[message, ...newest], ...older] };
  });
}
