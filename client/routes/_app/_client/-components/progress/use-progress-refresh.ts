import { useTrpcUtils } from '@/client/lib/trpc';

/** What a change on the progress page makes stale: its timeline (bar, counts) and the dashboard's cards. */
export function useProgressRefresh(projectId: string) {
  const utils = useTrpcUtils();
  return {
    async timeline() {
      await Promise.all([utils.client.timeline.get.invalidate({ projectId }), utils.client.dashboard.get.invalidate()]);
    },
    async uploads() {
      // The upload count decides whether the content step can be completed.
      await Promise.all([utils.client.uploads.list.invalidate({ projectId }), utils.client.timeline.get.invalidate({ projectId })]);
    },
    async messages() {
      await utils.client.messages.list.invalidate({ projectId });
    },
  };
}
