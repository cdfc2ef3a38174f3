import { describe, expect, it } from 'vitest';
import { checklistProgress, percentOf, timelineProgress } from './progress';

describe('timelineProgress', () => {
  it('counts approved steps as a whole percentage', () => {
    const steps = [{ status: 'approved' }, { status: 'ready_for_approval' }, { status: 'pending' }];
    expect(timelineProgress(steps)).toEqual({ approved: 1, total: 3, percent: 33 });
  });

  it('rounds to the nearest whole percent', () => {
    const steps = [{ status: 'approved' }, { status: 'approved' }, { status: 'pending' }];
    expect(timelineProgress(steps).percent).toBe(67);
  });

  it('is 0 percent without steps', () => {
    expect(timelineProgress([])).toEqual({ approved: 0, total: 0, percent: 0 });
  });

  it('is 100 percent when all are approved', () => {
    expect(timelineProgress([{ status: 'approved' }]).percent).toBe(100);
  });
});

describe('checklistProgress', () => {
  it('counts done items', () => {
    const items = [{ isCompleted: true }, { isCompleted: false }, { isCompleted: true }, { isCompleted: true }];
    expect(checklistProgress(items)).toEqual({ done: 3, total: 4, percent: 75 });
    expect(checklistProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('percentOf never divides by zero', () => {
    expect(percentOf(0, 0)).toBe(0);
  });
});
