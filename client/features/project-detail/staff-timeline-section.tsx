import { useState } from 'react';
import { CalendarClock, MousePointerClick } from 'lucide-react';
import { nl } from '@/src/text/nl';
import { reviewPagePath } from '@/src/domain/review';
import { canMarkStepReady, isChangesRequestedStep, isOpenStep } from '@/src/domain/statuses';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { RescheduleDialog } from '@/client/features/agenda/reschedule-dialog';
import { TimelineSection, type TimelineStep } from '@/client/features/progress/timeline-section';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { MarkReadyForm } from './mark-ready-form';

/**
 * The planning as staff see it: the same list as the client's, with the staff's actions. Only the
 * developer marks a step ready, first or again after the client asked for changes; both staff roles
 * open the pins on the preview and move an open step's expected date.
 */
export function StaffTimelineSection({ projectId, role }: { projectId: string; role: 'admin' | 'developer' }) {
  const [timeline] = trpc.project.timeline.get.useSuspenseQuery({ projectId });
  const utils = useTrpcUtils();
  const [rescheduling, setRescheduling] = useState<TimelineStep | null>(null);

  async function refresh() {
    const agenda = role === 'admin' ? utils.admin.agenda.get : utils.developer.agenda.get;
    await Promise.all([utils.project.timeline.get.invalidate({ projectId }), agenda.invalidate()]);
  }

  function renderActions(step: TimelineStep) {
    if (!isOpenStep(step)) return null;
    const reschedule = (size: 'sm' | 'md') => (
      <Button variant="outline" size={size} onClick={() => setRescheduling(step)}>
        <CalendarClock aria-hidden="true" />
        {nl.agenda.reschedule}
      </Button>
    );
    const review = timeline.project.buildLink && step.rounds.length > 0 && (
      // A page of its own, loaded afresh: the server frames only this project's preview there.
      <a href={`${reviewPagePath(role, projectId)}?step=${step.id}`} className={buttonClasses('outline', 'sm', 'justify-self-start')}>
        <MousePointerClick aria-hidden="true" />
        {nl.timeline.reviewOnPreview}
      </a>
    );
    if (role === 'developer' && canMarkStepReady(step.status)) {
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
        {reschedule('sm')}
      </div>
    );
  }

  return (
    <>
      <TimelineSection data={timeline} viewer="staff" renderActions={renderActions} />
      <RescheduleDialog step={rescheduling} onClose={() => setRescheduling(null)} />
    </>
  );
}
