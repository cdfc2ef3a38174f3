import { useRouteContext } from '@tanstack/react-router';

/** What a change on the progress page makes stale: its timeline (bar, counts) and the dashboard's cards. */
export function useProgressRefresh(projectId: string) {
  // The router context's utils: trpc.useUtils() cannot reach the `client` router (its name clashes).
  const { trpc: utils } = useRouteContext({ from: '__root__' });
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
