// The timeline every new project starts with, defined once (the server inserts it, tests and
// seeds reuse it). Step 3 is where the client uploads content; approving it needs a file.
import { addCalendarDays, toAmsterdamDate, type IsoDate } from '@/src/dates';

export const CONTENT_UPLOAD_STEP_NUMBER = 3;
/** The client dashboard's planning block shows this many steps per project (spec 9). */
export const DASHBOARD_PREVIEW_STEPS = 5;

export interface TimelineTemplateStep {
  stepNumber: number;
  stepName: string;
  description: string;
  /** Calendar days after the project's creation (Amsterdam date) that the step is expected. */
  offsetDays: number;
}

export interface NewTimelineStep {
  stepNumber: number;
  stepName: string;
  description: string;
  expectedDate: IsoDate;
}

export const DEFAULT_TIMELINE: readonly TimelineTemplateStep[] = [
  {
    stepNumber: 1,
    stepName: 'Intake & kick-off',
    description: 'We bespreken je intakeformulier, je wensen en de planning.',
    offsetDays: 3,
  },
  {
    stepNumber: 2,
    stepName: 'Ontwerp',
    description: 'We maken een ontwerp in jouw huisstijl. Bekijk het en keur het goed of geef feedback.',
    offsetDays: 10,
  },
  {
    stepNumber: CONTENT_UPLOAD_STEP_NUMBER,
    stepName: 'Content aanleveren',
    description: "Upload je teksten, foto's en logo. Rond de stap af zodra alles is aangeleverd.",
    offsetDays: 14,
  },
  {
    stepNumber: 4,
    stepName: 'Ontwikkeling',
    description: 'We bouwen je website met het goedgekeurde ontwerp en je content.',
    offsetDays: 28,
  },
  {
    stepNumber: 5,
    stepName: 'Testen & feedback',
    description: 'Bekijk de preview, test alles en geef je laatste feedback.',
    offsetDays: 35,
  },
  {
    stepNumber: 6,
    stepName: 'Livegang',
    description: 'Je website gaat live op je eigen domein.',
    offsetDays: 42,
  },
];

export function defaultTimeline(createdAt: Date): NewTimelineStep[] {
  const startDate = toAmsterdamDate(createdAt);
  return DEFAULT_TIMELINE.map(({ offsetDays, ...step }) => ({
    ...step,
    expectedDate: addCalendarDays(startDate, offsetDays),
  }));
}

/** The step where the client uploads content instead of only approving (spec 4). */
export function isContentUploadStep(step: { stepNumber: number; status: string }): boolean {
  return step.stepNumber === CONTENT_UPLOAD_STEP_NUMBER && step.status === 'pending';
}
