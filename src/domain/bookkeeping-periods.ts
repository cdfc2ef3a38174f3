// The periods the bookkeeping export offers in one click: a month or a quarter, first to last day.
import { addCalendarDays, type IsoDate } from '@/src/dates';
import { nextPeriod, type Period } from './invoices';

export interface DatePeriod {
  from: IsoDate;
  until: IsoDate;
}

function monthPeriod(period: Period): DatePeriod {
  return { from: `${period}-01`, until: addCalendarDays(`${nextPeriod(period)}-01`, -1) };
}

function previousPeriod(period: Period): Period {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export function thisMonth(today: IsoDate): DatePeriod {
  return monthPeriod(today.slice(0, 7));
}

export function previousMonth(today: IsoDate): DatePeriod {
  return monthPeriod(previousPeriod(today.slice(0, 7)));
}

/** The calendar quarter before today's: Q4 of last year in January. */
export function previousQuarter(today: IsoDate): DatePeriod {
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3); // 0..3, today's
  const [qYear, q] = quarter === 0 ? [year - 1, 3] : [year, quarter - 1];
  const first = `${qYear}-${String(q * 3 + 1).padStart(2, '0')}`;
  return { from: `${first}-01`, until: monthPeriod(nextPeriod(nextPeriod(first))).until };
}
