import type { ReactNode } from 'react';
import { packageName } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { projectDetailPage } from '@/src/text/nl/project-detail';
import { PageHeader } from '@/client/components/layout/page-header';
import { trpc, type RouterOutputs } from '@/client/lib/trpc';
import { useFollowLiveProject } from '@/client/features/live/live-updates';

export type ProjectDetail = RouterOutputs['project']['detail']['get'];

/** The staff's project page: its title with the client and package, then the sections. */
export function ProjectDetailScope({ projectId, children }: { projectId: string; children: (project: ProjectDetail) => ReactNode }) {
  const [project] = trpc.project.detail.get.useSuspenseQuery({ projectId });
  // Messages, planning, checklist and files change in place as others work on the project.
  useFollowLiveProject(projectId);
  const client = project.clientName?.trim() || project.clientEmail;
  return (
    <>
      <PageHeader title={nl.pages.projectDetail} description={projectDetailPage.description(client, packageName(project.packageType))} />
      <div className="grid grid-cols-1 gap-6">{children(project)}</div>
    </>
  );
}
