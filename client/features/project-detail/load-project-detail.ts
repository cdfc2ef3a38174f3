import type { TrpcUtils } from '@/client/lib/trpc';

/**
 * What the staff's project detail reads, prefetched by both routes in one batch: the header, the
 * intake answers, the checklist, the planning, the newest files and messages (6 operations; a batch holds 10).
 */
export async function prefetchProjectDetail(trpc: TrpcUtils, projectId: string) {
  const input = { projectId };
  await Promise.all([
    trpc.project.detail.get.prefetch(input),
    trpc.project.intake.get.prefetch(input),
    trpc.project.checklist.list.prefetch(input),
    trpc.project.timeline.get.prefetch(input),
    trpc.project.uploads.list.prefetchInfinite(input),
    trpc.project.messages.list.prefetchInfinite(input),
  ]);
}
