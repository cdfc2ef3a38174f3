import { describe, expect, it } from 'vitest';
import { CONTENT_UPLOAD_STEP_NUMBER, DEFAULT_TIMELINE, defaultTimeline, isContentUploadStep } from './timeline-template';

describe('defaultTimeline', () => {
  it('has six numbered Dutch steps with step 3 for content', () => {
    const steps = defaultTimeline(new Date('2026-11-22T09:00:00Z'));
    expect(steps.map((step) => step.stepNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(steps.map((step) => step.stepName)).toEqual([
      'Intake & kick-off',
      'Ontwerp',
      'Content aanleveren',
      'Ontwikkeling',
      'Testen & feedback',
      'Livegang',
    ]);
    expect(CONTENT_UPLOAD_STEP_NUMBER).toBe(3);
    expect(steps[2]?.stepName).toBe('Content aanleveren');
    for (const step of steps) expect(step.description.length).toBeGreaterThan(10);
  });

  it('plans expected dates as calendar days after creation', () => {
    const steps = defaultTimeline(new Date('2026-11-22T09:00:00Z'));
    expect(steps.map((step) => step.expectedDate)).toEqual([
      '2026-11-25',
      '2026-12-02',
      '2026-12-06',
      '2026-12-20',
      '2026-12-27',
      '2027-01-03',
    ]);
  });

  it('starts from the Amsterdam date of creation', () => {
    // 23:30 UTC on the 21st is already the 22nd in Amsterdam.
    expect(defaultTimeline(new Date('2026-11-21T23:30:00Z'))[0]?.expectedDate).toBe('2026-11-25');
  });

  it('does not expose the offsets in the rows to insert', () => {
    expect(defaultTimeline(new Date())[0]).not.toHaveProperty('offsetDays');
    expect(DEFAULT_TIMELINE[0]?.offsetDays).toBe(3);
  });
});

describe('isContentUploadStep', () => {
  it('is step 3 while it is pending', () => {
    expect(isContentUploadStep({ stepNumber: 3, status: 'pending' })).toBe(true);
    expect(isContentUploadStep({ stepNumber: 3, status: 'approved' })).toBe(false);
    expect(isContentUploadStep({ stepNumber: 2, status: 'pending' })).toBe(false);
  });
});
