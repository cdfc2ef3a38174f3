import { ExternalLink } from 'lucide-react';
import { formatEuro } from '@/src/domain/money';
import { packageName } from '@/src/domain/packages';
import { isWebsiteUrl } from '@/src/schemas/fields';
import { projectText } from '@/src/text/nl/project';
import { Card } from '@/client/components/ui/card';
import { ProjectStatusBadge } from '@/client/features/projects/project-status-badge';

const t = projectText.project.overview;

type ProjectOverviewProps = {
  project: { status: string; packageType: string; buildLink: string | null };
  monthlyPrice?: string;
};

/** Status, package and the preview link (spec 2), in one row on wide screens and stacked on phones. */
export function ProjectOverview({ project, monthlyPrice }: ProjectOverviewProps) {
  // The server only stores http(s) links; checked again so no other scheme ever becomes a link.
  const previewUrl = project.buildLink && isWebsiteUrl(project.buildLink) ? project.buildLink : null;
  return (
    <Card className="p-5 sm:p-6" data-testid="project-overview">
      <h2 className="sr-only">{t.title}</h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6">
        <div className="grid gap-1.5">
          <dt className="text-sm text-muted-foreground">{t.status}</dt>
          <dd>
            <ProjectStatusBadge status={project.status} />
          </dd>
        </div>
        <div className="grid gap-1.5">
          <dt className="text-sm text-muted-foreground">{t.package}</dt>
          <dd className="font-medium">
            {packageName(project.packageType)}
            {monthlyPrice && <span className="block text-sm font-normal text-muted-foreground">{projectText.project.perMonth(formatEuro(monthlyPrice))}</span>}
          </dd>
        </div>
        <div className="col-span-2 grid min-w-0 gap-1.5 sm:col-span-1">
          <dt className="text-sm text-muted-foreground">{t.preview}</dt>
          <dd className="min-w-0">
            {previewUrl ? (
              <a
                href={previewUrl}
                target="_blank"
                rel="noopener noreferrer"
                title={previewUrl}
                className="inline-flex max-w-full items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="truncate">{t.openPreview}</span>
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{t.opensInNewTab}</span>
              </a>
            ) : (
              <span className="text-muted-foreground">{t.noPreview}</span>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
