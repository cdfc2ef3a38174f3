import { useState } from 'react';
import { canApproveStep } from '@/src/domain/statuses';
import { timelineStepStatusLabel } from '@/src/domain/step-status-labels';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, CalendarCheck, CalendarClock, CalendarDays, ListTodo } from 'lucide-react';
import { packageName } from '@/src/domain/packages';
import type { AgendaUrgency } from '@/src/domain/agenda';
import { projectText } from '@/src/text/nl/project';
import { listsText } from '@/src/text/nl/lists';
import { timelineText } from '@/src/text/nl/timeline';
import { agendaText } from '@/src/text/nl/agenda';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { StatCard } from '@/client/components/ui/stat-card';
import { cn } from '@/client/lib/class-names';
import type { RouterOutputs } from '@/client/lib/trpc';
import { RescheduleDialog } from './reschedule-dialog';

export type AgendaPage = RouterOutputs['admin']['agenda']['get'];
type Task = AgendaPage['groups'][number]['tasks'][number];

const t = agendaText.agenda;

// Spec 4: overdue red, today orange, within 3 days yellow, otherwise neutral.
const URGENCY_CLASSES: Record<AgendaUrgency, string> = {
  overdue: 'border-l-destructive bg-destructive/5',
  today: 'border-l-[oklch(0.7_0.17_50)] bg-[oklch(0.7_0.17_50)]/8',
  soon: 'border-l-warning bg-warning/10',
  later: 'border-l-border',
};
const NOTE_TONES = { overdue: 'danger', today: 'warning', soon: 'neutral', later: 'neutral' } as const;

/** Pages joined in order: a day split over two pages becomes one group again. */
function joinGroups(pages: readonly AgendaPage[]) {
  const groups: AgendaPage['groups'] = [];
  for (const group of pages.flatMap((page) => page.groups)) {
    const last = groups.at(-1);
    if (last && last.date === group.date) last.tasks = [...last.tasks, ...group.tasks];
    else groups.push({ ...group, tasks: [...group.tasks] });
  }
  return groups;
}

type AgendaViewProps = {
  pages: readonly AgendaPage[];
  /** The developer sees Aankomend too (spec 2). */
  showUpcoming: boolean;
  projectLink: (projectId: string) => { to: '/admin/projects/$projectId' | '/developer/projects/$projectId'; params: { projectId: string } };
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** Counters, then the open steps grouped by date ("Vandaag", "Morgen", "Gisteren" or the date), each linking to its project. */
export function AgendaView({ pages, showUpcoming, projectLink, loadingMore, onLoadMore }: AgendaViewProps) {
  const [rescheduling, setRescheduling] = useState<Task | null>(null);
  const first = pages[0];
  if (!first) return null;
  const { counters } = first;
  const groups = joinGroups(pages);
  const hasMore = pages.at(-1)?.hasMore ?? false;

  return (
    <>
      <div className={cn('grid grid-cols-2 gap-3 sm:gap-4', showUpcoming ? 'lg:grid-cols-4' : 'sm:grid-cols-3')}>
        <StatCard label={t.overdue} value={counters.overdue} icon={AlertTriangle} tone="danger" testId="agenda-overdue" />
        <StatCard label={t.today} value={counters.today} icon={CalendarClock} tone="warning" testId="agenda-today" />
        {showUpcoming && <StatCard label={t.upcoming} value={counters.upcoming} hint={t.upcomingHint} icon={CalendarDays} testId="agenda-upcoming" />}
        <StatCard label={t.total} value={counters.total} hint={t.totalHint} icon={ListTodo} testId="agenda-total" />
      </div>

      {groups.length === 0 ? (
        <EmptyState icon={CalendarCheck} title={t.none} description={t.noneDescription} className="mt-8" />
      ) : (
        <div className="mt-8 grid gap-8">
          {groups.map((group) => (
            <section key={group.date ?? 'geen-datum'} aria-labelledby={`dag-${group.date ?? 'geen'}`} data-testid="agenda-group">
              <h2 id={`dag-${group.date ?? 'geen'}`} className="mb-3 text-base font-semibold first-letter:uppercase">
                {group.label}
              </h2>
              <ul className="grid gap-2">
                {group.tasks.map((task) => {
                  const client = task.companyName || task.clientName || projectText.project.unknownClient;
                  return (
                    <li key={task.id} className={cn('flex flex-col gap-3 rounded-lg border border-l-4 bg-card p-4 sm:flex-row sm:items-center', URGENCY_CLASSES[task.urgency])} data-testid="agenda-task">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium">
                          <span className="text-muted-foreground">{timelineText.timeline.stepNumber(task.stepNumber)} · </span>
                          {task.stepName}
                        </p>
                        <p className="mt-0.5 text-sm text-muted-foreground">
                          {client} · {packageName(task.packageType)}
                        </p>
                      </div>
                      <div className="flex flex-wrap items-center gap-2">
                        {task.dueNote && <Badge tone={NOTE_TONES[task.urgency]}>{task.dueNote}</Badge>}
                        {task.status !== 'pending' && <Badge tone={canApproveStep(task.status) ? 'primary' : 'warning'}>{timelineStepStatusLabel(task.status)}</Badge>}
                        {task.openPins > 0 && <Badge tone="warning">{t.openPins(task.openPins)}</Badge>}
                        <Button variant="ghost" size="sm" onClick={() => setRescheduling(task)}>
                          {t.reschedule}
                        </Button>
                        <Link {...projectLink(task.projectId)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                          {projectText.project.viewProject}
                          <span className="sr-only"> {t.ofClient(client)}</span>
                        </Link>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
          {hasMore && (
            <div className="flex justify-center">
              <Button variant="outline" onClick={onLoadMore} loading={loadingMore}>
                {listsText.lists.loadMore}
              </Button>
            </div>
          )}
        </div>
      )}
      <RescheduleDialog step={rescheduling && { id: rescheduling.id, projectId: rescheduling.projectId, stepName: rescheduling.stepName, expectedDate: rescheduling.expectedDate }} onClose={() => setRescheduling(null)} />
    </>
  );
}
