import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { errorStatus, trpc, useTrpcUtils } from '@/client/lib/trpc';
import { refreshMe } from '@/client/lib/session';
import { applyLiveEvent } from './apply-live-event';

// One live stream per tab (browsers allow few connections per site): the signed-in user's bell,
// and the project the page shows. Pages name their project with useFollowLiveProject.

const FollowProject = createContext<(projectId: string | null) => void>(() => {});

/** Keeps the open screen up to date; wraps the signed-in pages. */
export function LiveUpdates({ children }: { children: ReactNode }) {
  const [projectId, setProjectId] = useState<string | null>(null);
  const utils = useTrpcUtils();
  const router = useRouter();

  trpc.live.events.useSubscription(
    { projectId },
    {
      onData: (event) => applyLiveEvent(utils, event.data),
      onError: (error) => {
        // Signed out or another role (ended elsewhere): the guards decide where to go now; a project
        // no longer shared with this user shows as not found.
        const status = errorStatus(error);
        if (status === 401 || status === 403) void refreshMe(utils).then(() => router.invalidate());
        else if (status === 404) void router.invalidate();
      },
    },
  );

  return <FollowProject.Provider value={setProjectId}>{children}</FollowProject.Provider>;
}

/** The page shows this project: its thread, timeline, files (and checklist for staff) follow live. */
export function useFollowLiveProject(projectId: string): void {
  const follow = useContext(FollowProject);
  useEffect(() => {
    follow(projectId);
    return () => follow(null);
  }, [follow, projectId]);
}
