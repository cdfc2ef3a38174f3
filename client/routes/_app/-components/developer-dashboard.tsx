import { Link } from '@tanstack/react-router';
import { ArrowRight, CheckCircle2, FolderKanban, Hammer } from 'lucide-react';
import { packageName } from '@/src/domain/packages';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { turnsText as turnText } from '@/src/text/nl/turns';
import { PageHeader } from '@/client/components/layout/page-header';
import { buttonClasses } from '@/client/components/ui/button';
import { StatCard } from '@/client/components/ui/stat-card';
import { DeveloperProjectList } from '@/client/features/developer/developer-project-list';
import { trpc } from '@/client/lib/trpc';
import { WaitingForYou } from './waiting-for-you';
import { DeveloperWeek } from './developer-week';

type DeveloperDashboardProps = { q: string; page: number; onSearch: (q: string) => void; onPage: (page: number) => void };

/** Spec 2: counters for total, active and completed projects, and the assigned projects with a search. */
export function DeveloperDashboard({ q, page, onSearch, onPage }: DeveloperDashboardProps) {
  // The counters come with the list (the same query), over all projects whatever the search.
  const [{ counters }] = trpc.developer.projects.list.useSuspenseQuery({ q, page });
  return (
    <>
      <PageHeader title={nl.dashboard.developerTitle} description={nl.dashboard.developerDescription} />
      <div className="mb-8 grid grid-cols-3 gap-3 sm:gap-4">
        <StatCard label={nl.dashboard.developerTotal} value={counters.total} icon={FolderKanban} testId="developer-total" />
        <StatCard label={nl.dashboard.developerActive} value={counters.active} hint={nl.dashboard.developerActiveHint} icon={Hammer} testId="developer-active" />
        <StatCard label={nl.dashboard.developerCompleted} value={counters.completed} icon={CheckCircle2} testId="developer-completed" />
      </div>
      <DeveloperWeek />
      <DeveloperWaiting />
      <DeveloperProjectList q={q} page={page} onSearch={onSearch} onPage={onPage} layout="rows" />
    </>
  );
}

/** "Wacht op jou": the current step of each project where it is the agency's turn, the soonest first. */
function DeveloperWaiting() {
  const [{ steps, total }] = trpc.developer.dashboard.waiting.useSuspenseQuery();
  return (
    <WaitingForYou
      viewer="staff"
      more={total > steps.length ? turnText.turns.moreWaiting(total - steps.length) : undefined}
      steps={steps.map((step) => ({
        ...step,
        context: `${step.clientName?.trim() || projectText.project.unknownClient} · ${packageName(step.packageType)}`,
        action: (
          <Link to="/developer/projects/$projectId" params={{ projectId: step.projectId }} className={buttonClasses('outline', 'sm', 'self-start sm:self-auto')}>
            {turnText.turns.toStep}
            <ArrowRight aria-hidden="true" />
          </Link>
        ),
      }))}
    />
  );
}
