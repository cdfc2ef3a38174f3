import { describe, expect, it } from 'vitest';
import { previousMonth, previousQuarter, thisMonth } from './bookkeeping-periods';

describe('bookkeeping periods', () => {
  it('a month runs from its first to its last day, February in a leap year included', () => {
    expect(thisMonth('2028-02-10')).toEqual({ from: '2028-02-01', until: '2028-02-29' });
    expect(previousMonth('2026-01-15')).toEqual({ from: '2025-12-01', until: '2025-12-31' });
  });

  it('the previous quarter, across the turn of the year', () => {
    expect(previousQuarter('2026-05-20')).toEqual({ from: '2026-01-01', until: '2026-03-31' });
    expect(previousQuarter('2026-01-02')).toEqual({ from: '2025-10-01', until: '2025-12-31' });
    expect(previousQuarter('2026-12-31')).toEqual({ from: '2026-07-01', until: '2026-09-30' });
  });
});
