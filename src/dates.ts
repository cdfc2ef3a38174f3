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

// dayjs's time-zone plugin builds a new Intl formatter on every conversion (near a millisecond on a
// busy server); the Amsterdam calendar date of a moment comes from this one kept formatter instead.
const AMSTERDAM_CALENDAR = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Amsterdam calendar date of a moment, as 'YYYY-MM-DD'; a bare 'YYYY-MM-DD' already is one. */
export function toAmsterdamDate(input: DateInput): IsoDate {
  if (typeof input === 'string' && ISO_DATE_PATTERN.test(input)) return input;
  const parts = AMSTERDAM_CALENDAR.formatToParts(typeof input === 'string' ? dayjs(input).toDate() : input);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function todayInAmsterdam(now: DateInput = new Date()): IsoDate {
  return toAmsterdamDate(now);
}

// Calendar arithmetic counts days since 1970-01-01 in UTC, where every day has 24 hours, so a
// daylight-saving switch never makes a day 23 or 25 hours; no time zone is involved.
const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** "22 november 2026" */
export function formatDate(input: DateInput): string {
  return inAmsterdam(input).format('D MMMM YYYY');
}

/** "december 2026" for the month '2026-12'. */
export function formatMonth(period: string): string {
  return dayjs.utc(`${period}-01`).format('MMMM YYYY');
}

/** "22 november 2026 om 14:05" */
export function formatDateTime(input: DateInput): string {
  return inAmsterdam(input).format('D MMMM YYYY [om] HH:mm');
}

/** The long names of calendar dates written before: an agenda names the same few dates on every page. */
const longDateNames = new Map<IsoDate, string>();
const LONG_DATE_NAMES_KEPT = 2000;

/** "zondag 22 november 2026" */
export function formatLongDate(input: DateInput): string {
  if (typeof input === 'string' && ISO_DATE_PATTERN.test(input)) {
    let name = longDateNames.get(input);
    if (name === undefined) {
      // A bare calendar date has no zone: its weekday and month are read without the time-zone plugin.
      name = dayjs.utc(input).format('dddd D MMMM YYYY');
      if (longDateNames.size >= LONG_DATE_NAMES_KEPT) longDateNames.clear();
      longDateNames.set(input, name);
    }
    return name;
  }
  return inAmsterdam(input).format('dddd D MMMM YYYY');
}
