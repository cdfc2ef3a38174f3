import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { projectText } from '@/src/text/nl/project';
import { formatDate, type IsoDate } from '@/src/dates';
import { daysLate } from '@/src/domain/agenda';
import { insightText as insightWords } from '@/src/text/nl/insight';
import { SectionCard } from '@/client/components/layout/section-card';
import { trpc, type RouterOutputs } from '@/client/lib/trpc';
import { timelineText } from '@/src/text/nl/timeline';
import { agendaText } from '@/src/text/nl/agenda';

type Week = RouterOutputs['developer']['dashboard']['week'];
const t = insightWords.developerWeek;
const LINK = 'flex min-w-0 items-center gap-2 rounded-md py-1 text-sm hover:underline focus-visible:underline';

function StepLines({ steps, detail }: { steps: (Week['overdue'][number] | Week['answered'][number] | Week['openPins'][number])[]; detail: (step: never) => string }) {
  return (
    <ul className="mt-1 grid gap-1">
      {steps.map((step) => (
        <li key={step.id}>
          <Link to="/developer/projects/$projectId" params={{ projectId: step.projectId }} className={LINK}>
            <span className="min-w-0 flex-1">
              {step.stepName} · {step.clientName?.trim() || projectText.project.unknownClient} · {detail(step as never)}
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Te laat (3 dagen) · verwacht 19 november 2026": how late, by the agenda's urgency, and since when. */
function overdueDetail(step: Week['overdue'][number], today: IsoDate): string {
  const expected = t.expected(step.expectedDate ? formatDate(step.expectedDate) : '');
  const late = daysLate(step, today);
  return late === null ? expected : `${timelineText.timeline.late(late)} · ${expected}`;
}

/** "Deze week" on the developer's dashboard; once drawn, the visit is recorded for the next one. */
export function DeveloperWeek() {
  const [week] = trpc.developer.dashboard.week.useSuspenseQuery();
  const visited = trpc.developer.dashboard.visited.useMutation();
  const record = visited.mutate;
  useEffect(() => record(), [record]);
  const parts = [
    { key: 'overdue', title: t.overdue, steps: week.overdue, detail: (step: Week['overdue'][number]) => overdueDetail(step, week.today) },
    { key: 'due-soon', title: t.dueSoon, steps: week.dueSoon, detail: (step: Week['dueSoon'][number]) => t.expected(step.expectedDate ? formatDate(step.expectedDate) : '') },
    { key: 'answered', title: t.answered, steps: week.answered, detail: (step: Week['answered'][number]) => (step.answer === 'approval' ? t.answeredApproval : t.answeredFeedback) },
    { key: 'open-pins', title: t.openPins, steps: week.openPins, detail: (step: Week['openPins'][number]) => agendaText.agenda.openPins(step.openPins) },
  ].filter((part) => part.steps.length > 0);
  return (
    <SectionCard id="deze-week" title={t.title} description={t.description} className="mb-6">
      {parts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.nothing}</p>
      ) : (
        <div className="grid gap-4" data-testid="developer-week">
          {parts.map((part) => (
            <section key={part.key} aria-labelledby={`deze-week-${part.key}`}>
              <h3 id={`deze-week-${part.key}`} className="text-sm font-semibold">
                {part.title} <span className="font-normal text-muted-foreground">({part.steps.length})</span>
              </h3>
              <StepLines steps={part.steps} detail={part.detail as (step: never) => string} />
            </section>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
