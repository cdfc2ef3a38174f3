import { Link } from '@tanstack/react-router';
import { ChevronRight, ClipboardList, Globe, LineChart, Puzzle, ShoppingBag, type LucideIcon } from 'lucide-react';
import { formatDateOnOneLine } from '@/client/lib/dates';
import { formatEuro } from '@/src/domain/money';
import { packageName } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { clientDashboardPage } from '@/src/text/nl/client-dashboard';
import { intakeText as intakeWords } from '@/src/text/nl/intake-form';
import { buttonClasses } from '@/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ProjectStatusBadge } from '@/client/features/projects/project-status-badge';
import { AwaitingApproval } from './awaiting-approval';
import { TimelinePreview } from './timeline-preview';
import type { DashboardProject } from './types';

const text = clientDashboardPage;

function intakeLabel(status: DashboardProject['intakeStatus']): string {
  if (status === 'submitted') return text.intakeSubmitted;
  return status === 'draft' ? intakeWords.intake.draft : text.intakeMissing;
}

function Fact({ label, value, muted, wide }: { label: string; value: string; muted?: boolean; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={muted ? 'mt-0.5 text-sm text-muted-foreground italic' : 'mt-0.5 text-sm font-medium'}>{value}</dd>
    </div>
  );
}

type QuickLink = { to: '/intake' | '/progress' | '/upsells'; label: string; icon: LucideIcon };

// Spec 2: quick buttons to the client pages, each opened on this project.
const QUICK_LINKS: readonly QuickLink[] = [
  { to: '/intake', label: nl.nav.intake, icon: ClipboardList },
  { to: '/progress', label: nl.nav.progress, icon: LineChart },
  { to: '/upsells', label: nl.nav.extraModules, icon: Puzzle },
];

/** One project on the client dashboard: package, price, developer, status and planning. */
export function ProjectCard({ project }: { project: DashboardProject }) {
  const titleId = `project-${project.id}-title`;
  const Icon = project.packageType === 'webshop' ? ShoppingBag : Globe;
  return (
    <Card className="flex flex-col [contain-intrinsic-size:auto_36rem] [content-visibility:auto]" aria-labelledby={titleId} role="region" data-testid="project-card">
      <CardHeader className="gap-4">
        <div className="flex items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </div>
          <div className="min-w-0 flex-1">
            <CardTitle id={titleId} className="text-lg">
              {packageName(project.packageType)}
            </CardTitle>
            <p className="mt-1 text-sm text-muted-foreground">{text.startedOn(formatDateOnOneLine(project.createdAt))}</p>
          </div>
          <ProjectStatusBadge status={project.status} />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-muted/60 px-4 py-3 sm:flex sm:flex-wrap sm:gap-x-10">
          <Fact label={text.price} value={projectText.project.perMonth(formatEuro(project.monthlyPrice))} wide />
          <Fact label={text.developer} value={project.developerFirstName ?? text.developerUnassigned} muted={!project.developerFirstName} />
          <Fact label={text.intake} value={intakeLabel(project.intakeStatus)} muted={project.intakeStatus !== 'submitted'} />
        </dl>
      </CardHeader>

      <CardContent className="grid flex-1 content-start gap-5">
        {project.awaitingApproval && <AwaitingApproval step={project.awaitingApproval} projectId={project.id} />}
        {/* A group, not a landmark: every card has its planning and quick links, and landmarks must be unique. */}
        <div role="group" aria-labelledby={`${titleId}-planning`} className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h4 id={`${titleId}-planning`} className="text-sm font-semibold">
              {text.planning}
            </h4>
            <Link
              to="/progress"
              search={{ project: project.id }}
              className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {text.fullPlanning}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <TimelinePreview steps={project.timelinePreview} />
        </div>
      </CardContent>

      <CardFooter className="border-t pt-4 sm:pt-4">
        <div role="group" aria-label={text.quickLinks} className="grid w-full gap-2 sm:flex sm:w-auto sm:flex-wrap">
          {QUICK_LINKS.map(({ to, label, icon: LinkIcon }) => (
            <Link key={to} to={to} search={{ project: project.id }} className={buttonClasses('outline', 'sm')}>
              <LinkIcon aria-hidden="true" />
              {label}
            </Link>
          ))}
        </div>
      </CardFooter>
    </Card>
  );
}
