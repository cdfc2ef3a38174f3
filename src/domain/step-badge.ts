// The one badge a timeline step wears, decided once for every page that lists steps: what the
// person viewing most needs to know. The other facts (status, whose turn, lateness) stay as text.
import type { IsoDate } from '@/src/dates';
import { timelineText } from '@/src/text/nl/timeline';
import { daysLate, type ExpectedDate } from './agenda';
import { canApproveStep, TIMELINE_STEP_STATUSES, type TimelineStepStatus } from './statuses';
import { timelineStepStatusLabel } from './step-status-labels';
import type { TurnViewer } from './turns';

export const STEP_BADGE_KINDS = ['approval_needed', 'late', 'status'] as const;
export type StepBadgeKind = (typeof STEP_BADGE_KINDS)[number];
export type StepBadgeTone = 'neutral' | 'warning' | 'danger' | 'success';

export interface StepBadge {
  kind: StepBadgeKind;
  label: string;
  tone: StepBadgeTone;
}

export interface BadgedStep {
  status: string;
  expectedDate: ExpectedDate;
}

const STATUS_TONES: Record<TimelineStepStatus, StepBadgeTone> = {
  pending: 'neutral',
  ready_for_approval: 'warning',
  changes_requested: 'warning',
  approved: 'success',
};

/**
 * First what the viewer can do ("Goedkeuring nodig": the client approves a round), then a step past
 * its expected date ("Te laat (3 dagen)"), else the step's status ("Gepland", "Wacht op klant" …).
 */
export function stepBadge(step: BadgedStep, viewer: TurnViewer, today: IsoDate): StepBadge {
  if (viewer === 'client' && canApproveStep(step.status)) {
    return { kind: 'approval_needed', label: timelineText.timeline.approvalNeeded, tone: 'danger' };
  }
  const late = daysLate(step, today);
  if (late !== null) return { kind: 'late', label: timelineText.timeline.late(late), tone: 'danger' };
  const status = (TIMELINE_STEP_STATUSES as readonly string[]).includes(step.status) ? (step.status as TimelineStepStatus) : 'pending';
  return { kind: 'status', label: timelineStepStatusLabel(status), tone: STATUS_TONES[status] };
}
