import type { ReactNode } from 'react';
import { packageName } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { PageHeader } from '@/client/components/layout/page-header';
import { LoadError } from '@/client/components/ui/load-error';
import { Loading } from '@/client/components/ui/spinner';
import { ProjectNotFound } from '@/client/features/projects/client-project-scope';
import { errorStatus, trpc, type RouterOutputs } from '@/client/lib/trpc';

export type ProjectDetail = RouterOutputs['project']['detail']['get'];

/** The staff's project page: its title, then the sections once the project is known; "Project niet gevonden" otherwise. */
export function ProjectDetailScope({ projectId, children }: { projectId: string; children: (project: ProjectDetail) => ReactNode }) {
  const detail = trpc.project.detail.get.useQuery({ projectId });
  const project = detail.data;
  const client = project ? project.clientName?.trim() || project.clientEmail : undefined;
  return (
    <>
      <PageHeader
        title={nl.pages.projectDetail}
        description={project && client ? nl.projectDetailPage.description(client, packageName(project.packageType)) : undefined}
      />
      {detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        errorStatus(detail.error) === 404 || errorStatus(detail.error) === 400 ? (
          <ProjectNotFound />
        ) : (
          <LoadError title={nl.project.loadFailed} error={detail.error} onRetry={() => void detail.refetch()} />
        )
      ) : (
        <div className="grid grid-cols-1 gap-6">{children(detail.data)}</div>
      )}
    </>
  );
}
