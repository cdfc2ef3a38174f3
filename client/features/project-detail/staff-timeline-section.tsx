import { useState } from 'react';
import { CalendarClock, CheckCircle2, MousePointerClick } from 'lucide-react';
import { projectDetailPage } from '@/src/text/nl/project-detail';
import { timelineText } from '@/src/text/nl/timeline';
import { reviewPagePath } from '@/src/domain/review';
import { canMarkStepReady, isChangesRequestedStep, isOpenStep } from '@/src/domain/statuses';
import { agendaText } from '@/src/text/nl/agenda';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { RescheduleDialog } from '@/client/features/agenda/reschedule-dialog';
import { TimelineSection, type TimelineStep } from '@/client/features/progress/timeline-section';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { MarkReadyForm } from './mark-ready-form';

const t = projectDetailPage.markReady;

/**
 * Only the developer marks a step ready (first, or again after changes were asked), on the first undelivered step; a later step asks
 * first ("Stap 3 staat nog open"). Both staff roles open the pins on the preview and move an open step's date.
 */
export function StaffTimelineSection({ projectId, role }: { projectId: string; role: 'admin' | 'developer' }) {
  const [timeline] = trpc.project.timeline.get.useSuspenseQuery({ projectId });
  const utils = useTrpcUtils();
  const [rescheduling, setRescheduling] = useState<TimelineStep | null>(null);
  // A later step the developer chose to mark ready anyway, and the one awaiting that choice.
  const [openedAhead, setOpenedAhead] = useState<string | null>(null);
  const [askingAhead, setAskingAhead] = useState<TimelineStep | null>(null);
  const pending = timeline.steps.filter((step) => canMarkStepReady(step.status));
  const current = pending[0];

  async function refresh() {
    const agenda = role === 'admin' ? utils.admin.agenda.get : utils.developer.agenda.get;
    await Promise.all([utils.project.timeline.get.invalidate({ projectId }), agenda.invalidate()]);
  }

  function renderActions(step: TimelineStep) {
    if (!isOpenStep(step)) return null;
    const reschedule = (size: 'sm' | 'md') => (
      <Button variant="outline" size={size} onClick={() => setRescheduling(step)}>
        <CalendarClock aria-hidden="true" />
        {agendaText.agenda.reschedule}
      </Button>
    );
    const review = timeline.project.buildLink && step.rounds.length > 0 && (
      // A page of its own, loaded afresh: the server frames only this project's preview there.
      <a href={`${reviewPagePath(role, projectId)}?step=${step.id}`} className={buttonClasses('outline', 'sm', 'justify-self-start')}>
        <MousePointerClick aria-hidden="true" />
        {timelineText.timeline.reviewOnPreview}
      </a>
    );
    if (role === 'developer' && (step.id === current?.id || step.id === openedAhead)) {
      return (
        <div className="grid gap-3">
          {review}
          <MarkReadyForm projectId={projectId} stepId={step.id} again={isChangesRequestedStep(step.status)} onChanged={refresh} otherActions={reschedule('md')} />
        </div>
      );
    }
    return (
      <div className="flex flex-wrap gap-2">
        {review}
        {role === 'developer' && canMarkStepReady(step.status) && (
          <Button variant="outline" size="sm" onClick={() => setAskingAhead(step)}>
            <CheckCircle2 aria-hidden="true" />
            {t.button}
          </Button>
        )}
        {reschedule('sm')}
      </div>
    );
  }

  return (
    <>
      <TimelineSection data={timeline} viewer="staff" renderActions={renderActions} />
      <RescheduleDialog step={rescheduling} onClose={() => setRescheduling(null)} />
      <ConfirmDialog
        open={askingAhead !== null}
        title={t.earlierOpenTitle(current?.stepNumber ?? 0)}
        description={t.earlierOpenDescription(current?.stepNumber ?? 0, askingAhead?.stepNumber ?? 0)}
        confirmLabel={t.earlierOpenConfirm}
        busy={false}
        onConfirm={() => {
          setOpenedAhead(askingAhead?.id ?? null);
          setAskingAhead(null);
        }}
        onOpenChange={(open) => !open && setAskingAhead(null)}
      />
    </>
  );
}
