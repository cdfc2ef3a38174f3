import { todayInAmsterdam, type IsoDate } from '@/src/dates';
import { daysLate, type ExpectedDate } from '@/src/domain/agenda';
import { timelineText } from '@/src/text/nl/timeline';

/** "Te laat (3 dagen)" beside an open step's expected date once it has passed (the agenda's urgency); nothing otherwise. */
export function LateNote({ step, today, lead }: { step: { status: string; expectedDate: ExpectedDate }; today?: IsoDate; lead?: string }) {
  const days = daysLate(step, today ?? todayInAmsterdam());
  if (days === null) return null;
  return (
    <>
      {lead}
      <span className="font-semibold whitespace-nowrap text-destructive-strong" data-testid="step-late">
        {timelineText.timeline.late(days)}
      </span>
    </>
  );
}
