// dayjs set up once for both sides: Dutch locale (weeks start on Monday), shown in Amsterdam time.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/nl.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('nl');

export const TIME_ZONE = 'Europe/Amsterdam';
dayjs.tz.setDefault(TIME_ZONE);

export { dayjs };

/** A calendar date as 'YYYY-MM-DD' (an SQL `date`), with no time of day. */
export type IsoDate = string;
export type DateInput = Date | string;

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  return ISO_DATE_PATTERN.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value;
}

/** The moment in Amsterdam time. A bare 'YYYY-MM-DD' means that day in Amsterdam, not UTC midnight. */
export function inAmsterdam(input: DateInput): Dayjs {
  if (typeof input === 'string' && ISO_DATE_PATTERN.test(input)) return dayjs.tz(input, TIME_ZONE);
  return dayjs(input).tz(TIME_ZONE);
}

/** The Amsterdam calendar date of a moment, as 'YYYY-MM-DD'. */
export function toAmsterdamDate(input: DateInput): IsoDate {
  return inAmsterdam(input).format('YYYY-MM-DD');
}

export function todayInAmsterdam(now: DateInput = new Date()): IsoDate {
  return toAmsterdamDate(now);
}

// Calendar arithmetic is done in UTC so a daylight-saving switch never makes a day 23 or 25 hours.
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: IsoDate, to: IsoDate): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** "22 november 2026" */
export function formatDate(input: DateInput): string {
  return inAmsterdam(input).format('D MMMM YYYY');
}

/** "22 november 2026 om 14:05" */
export function formatDateTime(input: DateInput): string {
  return inAmsterdam(input).format('D MMMM YYYY [om] HH:mm');
}

/** "zondag 22 november 2026" */
export function formatLongDate(input: DateInput): string {
  return inAmsterdam(input).format('dddd D MMMM YYYY');
}
