import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { isOpenStep } from '@/src/domain/statuses';
import { agendaText } from '@/src/text/nl/agenda';
import { Button } from '@/client/components/ui/button';
import { RescheduleDialog } from '@/client/features/agenda/reschedule-dialog';
import { TimelineSection, type TimelineStep } from '@/client/features/progress/timeline-section';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { MarkReadyForm } from './mark-ready-form';

/**
 * The planning as staff see it: the same list as the client's, with the staff's actions. Only the
 * developer marks a pending step ready; both staff roles move an open step's expected date.
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
        {agendaText.agenda.reschedule}
      </Button>
    );
    if (role === 'developer' && step.status === 'pending') {
      return <MarkReadyForm projectId={projectId} stepId={step.id} onChanged={refresh} otherActions={reschedule('md')} />;
    }
    return <div>{reschedule('sm')}</div>;
  }

  return (
    <>
      <TimelineSection data={timeline} viewer="staff" renderActions={renderActions} />
      <RescheduleDialog step={rescheduling} onClose={() => setRescheduling(null)} />
    </>
  );
}
