import { useTrpcUtils } from '@/client/lib/trpc';

/** What a change on the progress page makes stale: its timeline (bar, counts) and the dashboard's cards. */
export function useProgressRefresh(projectId: string) {
  const utils = useTrpcUtils();
  return {
    async timeline() {
      await Promise.all([utils.project.timeline.get.invalidate({ projectId }), utils.client.dashboard.get.invalidate()]);
    },
    async uploads() {
      // The upload count decides whether the content step can be completed.
      await Promise.all([utils.project.uploads.list.invalidate({ projectId }), utils.project.timeline.get.invalidate({ projectId })]);
    },
  };
}
