import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { formatEuro } from '@/src/domain/money';
import { packageName } from '@/src/domain/packages';
import { isWebsiteUrl } from '@/src/schemas/fields';
import { projectText } from '@/src/text/nl/project';
import { projectDetailPage } from '@/src/text/nl/project-detail';
import { Card } from '@/client/components/ui/card';
import { ProjectStatusBadge } from '@/client/features/projects/project-status-badge';
import type { ProjectDetail } from './project-detail-scope';

const t = projectDetailPage.header;

// Two columns on a phone; an address takes the whole row there.
function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 grid min-w-0 gap-1 lg:col-span-1' : 'grid min-w-0 gap-1'}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

function Missing() {
  return <span className="font-normal text-muted-foreground">{t.notGiven}</span>;
}

/** Spec 2: client with company, email and phone; package, price, status, developer and the preview link. */
export function ProjectHeaderCard({ project }: { project: ProjectDetail }) {
  // The server stores http(s) links only; checked again so no other scheme ever becomes a link.
  const previewUrl = project.buildLink && isWebsiteUrl(project.buildLink) ? project.buildLink : null;
  return (
    <Card className="p-5 sm:p-6" data-testid="project-header">
      <h2 className="sr-only">{t.title}</h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Item label={t.client}>{project.clientName?.trim() || projectText.project.unknownClient}</Item>
        <Item label={t.company}>{project.companyName || <Missing />}</Item>
        <Item label={t.email} wide>
          <a href={`mailto:${project.clientEmail}`} className="text-primary underline-offset-4 hover:underline">
            {project.clientEmail}
          </a>
        </Item>
        <Item label={t.phone}>
          {project.clientPhone ? (
            <a href={`tel:${project.clientPhone.replace(/\s+/g, '')}`} className="text-primary underline-offset-4 hover:underline">
              {project.clientPhone}
            </a>
          ) : (
            <Missing />
          )}
        </Item>
        <Item label={t.package}>{packageName(project.packageType)}</Item>
        <Item label={t.price}>{projectText.project.perMonth(formatEuro(project.monthlyPrice))}</Item>
        <Item label={t.status}>
          <ProjectStatusBadge status={project.status} />
        </Item>
        <Item label={t.developer}>{project.developerId ? project.developerName?.trim() || project.developerEmail : <span className="font-normal text-muted-foreground">{projectText.project.unassigned}</span>}</Item>
        <Item label={t.preview} wide>
          {previewUrl ? (
            <a
              href={previewUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1.5 rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="truncate">{previewUrl}</span>
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{projectText.project.overview.opensInNewTab}</span>
            </a>
          ) : (
            <span className="font-normal text-muted-foreground">{projectText.project.overview.noPreview}</span>
          )}
        </Item>
      </dl>
    </Card>
  );
}
