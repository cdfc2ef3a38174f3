import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDaysBetween,
  dayjs,
  formatDate,
  formatDateTime,
  formatLongDate,
  isIsoDate,
  toAmsterdamDate,
  todayInAmsterdam,
} from './dates';

describe('Dutch date formatting in Amsterdam time', () => {
  it('formats a date in Dutch long form', () => {
    expect(formatDate('2026-11-22T13:05:00Z')).toBe('22 november 2026');
    expect(formatDate(new Date('2026-11-22T13:05:00Z'))).toBe('22 november 2026');
  });

  it('formats date and time in Amsterdam time (UTC+1 in winter)', () => {
    expect(formatDateTime('2026-11-22T13:05:00Z')).toBe('22 november 2026 om 14:05');
  });

  it('uses summer time (UTC+2) in summer', () => {
    expect(formatDateTime('2026-07-01T08:00:00Z')).toBe('1 juli 2026 om 10:00');
  });

  it('shows a late-evening UTC moment on the next Amsterdam day', () => {
    expect(formatDate('2026-11-22T23:30:00Z')).toBe('23 november 2026');
    expect(todayInAmsterdam(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });

  it('treats a bare calendar date as that day, whatever the zone', () => {
    expect(formatDate('2026-11-22')).toBe('22 november 2026');
    expect(toAmsterdamDate('2026-11-22')).toBe('2026-11-22');
  });

  it('adds the weekday for the long date', () => {
    expect(formatLongDate('2026-11-23')).toBe('maandag 23 november 2026');
  });

  it('names each date by itself, also after naming thousands of others', () => {
    expect(formatLongDate('2026-11-24')).toBe('dinsdag 24 november 2026');
    for (let day = 0; day < 2500; day++) formatLongDate(addCalendarDays('2020-01-01', day));
    expect(formatLongDate('2026-11-24')).toBe('dinsdag 24 november 2026');
    expect(formatLongDate('2026-03-29')).toBe('zondag 29 maart 2026');
    expect(formatLongDate('2020-01-01')).toBe('woensdag 1 januari 2020');
  });

  it('starts the week on Monday', () => {
    const sunday = dayjs.tz('2026-11-22', 'Europe/Amsterdam');
    expect(sunday.startOf('week').format('dddd YYYY-MM-DD')).toBe('maandag 2026-11-16');
  });

  it('today defaults to the current moment', () => {
    expect(todayInAmsterdam()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('calendar arithmetic', () => {
  it('adds whole days across a daylight-saving switch', () => {
    expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addCalendarDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('counts days between two dates, negative when earlier', () => {
    expect(calendarDaysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(calendarDaysBetween('2026-11-22', '2026-11-21')).toBe(-1);
    expect(calendarDaysBetween('2026-11-22', '2026-11-22')).toBe(0);
  });

  it('counts across month ends, leap days and years', () => {
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addCalendarDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(calendarDaysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(calendarDaysBetween('2028-02-01', '2028-03-01')).toBe(29);
  });

  it('reads the Amsterdam date of a moment on both sides of the daylight-saving switches', () => {
    expect(toAmsterdamDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29'); // 00:30 winter time
    expect(toAmsterdamDate(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29'); // 23:59 summer time
    expect(toAmsterdamDate(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(toAmsterdamDate(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25'); // 00:30 summer time
    expect(toAmsterdamDate(new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-25'); // 23:30 winter time
    expect(toAmsterdamDate('2026-10-25T23:00:00Z')).toBe('2026-10-26');
  });

  it('recognises real calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('22-11-2026')).toBe(false);
  });
});
