// The Dutch label of a step's status, apart from the value set (statuses.ts) so that the pages
// that only read the statuses load without the timeline's words.
import { timelineText } from '@/src/text/nl/timeline';
import { labelFor, TIMELINE_STEP_STATUSES, type TimelineStepStatus } from './statuses';

export const TIMELINE_STEP_STATUS_LABELS: Record<TimelineStepStatus, string> = {
  pending: timelineText.timeline.plannedLabel,
  ready_for_approval: timelineText.timeline.waitingForClient,
  changes_requested: timelineText.timeline.changesRequestedLabel,
  approved: timelineText.timeline.approvedLabel,
};

export function timelineStepStatusLabel(status: string | null | undefined): string {
  return labelFor(TIMELINE_STEP_STATUS_LABELS, TIMELINE_STEP_STATUSES, status, 'pending');
}
