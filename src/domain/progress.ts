// Progress bars: the share of approved timeline steps (spec 4) and of done checklist items (spec 2).
import { isOpenStep } from './statuses';

export interface Progress {
  done: number;
  total: number;
  /** Whole percent, 0 when there is nothing to do. */
  percent: number;
}

export interface TimelineProgress {
  approved: number;
  total: number;
  percent: number;
}

export function percentOf(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

export function timelineProgress(steps: readonly { status: string }[]): TimelineProgress {
  const approved = steps.filter((step) => !isOpenStep(step)).length;
  return { approved, total: steps.length, percent: percentOf(approved, steps.length) };
}

export function checklistProgress(items: readonly { isCompleted: boolean }[]): Progress {
  const done = items.filter((item) => item.isCompleted).length;
  return { done, total: items.length, percent: percentOf(done, items.length) };
}
