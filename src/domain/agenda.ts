// The agenda of open timeline steps (admin and developer): urgency by days until the expected
// date, counted from today in Amsterdam, and groups per date for the list.
import { calendarDaysBetween, formatLongDate, toAmsterdamDate, todayInAmsterdam, type IsoDate } from '@/src/dates';
import { isOpenStep } from './statuses';

export const AGENDA_SOON_DAYS = 3;

export const AGENDA_URGENCIES = ['overdue', 'today', 'soon', 'later'] as const;
export type AgendaUrgency = (typeof AGENDA_URGENCIES)[number];

export type UrgencyTone = 'red' | 'orange' | 'yellow' | 'neutral';

export const AGENDA_URGENCY_TONES: Record<AgendaUrgency, UrgencyTone> = {
  overdue: 'red',
  today: 'orange',
  soon: 'yellow',
  later: 'neutral',
};

export const NO_DATE_LABEL = 'Geen datum';

/** An expected date as SQL gives it: 'YYYY-MM-DD', a timestamp string or a Date; null when unplanned. */
export type ExpectedDate = string | Date | null;

export interface AgendaTask {
  expectedDate: ExpectedDate;
}

export interface AgendaGroup<T extends AgendaTask> {
  /** 'YYYY-MM-DD', or null for the group of tasks without a date. */
  date: IsoDate | null;
  label: string;
  urgency: AgendaUrgency;
  tasks: T[];
}

export interface AgendaCounters {
  overdue: number;
  today: number;
  /** Due within the next AGENDA_SOON_DAYS days (the yellow ones), not today. */
  upcoming: number;
  total: number;
}

/**
 * "Now" for the agenda: the clock's moment, or today's Amsterdam date ('YYYY-MM-DD') when the caller
 * has worked it out already. A page of tasks works it out once (todayInAmsterdam), not once per row.
 */
export type AgendaNow = Date | IsoDate;

/** Calendar days from today (Amsterdam) until the expected date: negative when overdue. */
export function daysUntil(expectedDate: string | Date, now: AgendaNow): number {
  return calendarDaysBetween(todayInAmsterdam(now), toAmsterdamDate(expectedDate));
}

/** The urgency of a task due in `days` calendar days; an undated task (null) is never urgent. */
export function urgencyForDays(days: number | null): AgendaUrgency {
  if (days === null) return 'later';
  if (days < 0) return 'overdue';
  if (days === 0) return 'today';
  if (days <= AGENDA_SOON_DAYS) return 'soon';
  return 'later';
}

export function agendaUrgency(expectedDate: ExpectedDate, now: AgendaNow): AgendaUrgency {
  return urgencyForDays(expectedDate === null ? null : daysUntil(expectedDate, now));
}

/**
 * How many days an open step is past its expected date ("Te laat (3 dagen)"), by the agenda's
 * urgency: isOverdueStep's twin. Null when it is not late: approved, undated, or not yet due.
 */
export function daysLate(step: { status: string; expectedDate: ExpectedDate }, now: AgendaNow): number | null {
  if (!isOpenStep(step) || step.expectedDate === null || agendaUrgency(step.expectedDate, now) !== 'overdue') return null;
  return -daysUntil(step.expectedDate, now);
}

/** The note on a task: "Urgent" when overdue, a deadline note today, else when it is due. */
export function agendaDueNote(days: number): string {
  if (days < 0) return `Urgent: ${dayCount(-days)} te laat`;
  if (days === 0) return 'Deadline vandaag';
  if (days === 1) return 'Morgen';
  return `Over ${dayCount(days)}`;
}

function dayCount(days: number): string {
  return days === 1 ? '1 dag' : `${days} dagen`;
}

/** "Vandaag", "Morgen", "Gisteren" or the full Dutch date ("maandag 23 november 2026"). */
export function agendaDateLabel(date: IsoDate, now: AgendaNow): string {
  const days = daysUntil(date, now);
  if (days === 0) return 'Vandaag';
  if (days === 1) return 'Morgen';
  if (days === -1) return 'Gisteren';
  return formatLongDate(date);
}

/** Groups by expected date ascending, keeping the given order within a day; undated tasks last. */
export function groupAgenda<T extends AgendaTask>(tasks: readonly T[], now: AgendaNow): AgendaGroup<T>[] {
  const today = todayInAmsterdam(now);
  const byDate = new Map<IsoDate, T[]>();
  const undated: T[] = [];
  for (const task of tasks) {
    if (task.expectedDate === null) {
      undated.push(task);
      continue;
    }
    const date = toAmsterdamDate(task.expectedDate);
    const group = byDate.get(date);
    if (group) group.push(task);
    else byDate.set(date, [task]);
  }
  const groups: AgendaGroup<T>[] = [...byDate.keys()].sort().map((date) => ({
    date,
    label: agendaDateLabel(date, today),
    urgency: agendaUrgency(date, today),
    tasks: byDate.get(date) ?? [],
  }));
  if (undated.length > 0) groups.push({ date: null, label: NO_DATE_LABEL, urgency: 'later', tasks: undated });
  return groups;
}

/** Achterstallig, Vandaag, Aankomend, Totaal. */
export function agendaCounters(tasks: readonly AgendaTask[], now: AgendaNow): AgendaCounters {
  const today = todayInAmsterdam(now);
  const counters: AgendaCounters = { overdue: 0, today: 0, upcoming: 0, total: tasks.length };
  for (const task of tasks) {
    const urgency = agendaUrgency(task.expectedDate, today);
    if (urgency === 'overdue') counters.overdue += 1;
    else if (urgency === 'today') counters.today += 1;
    else if (urgency === 'soon') counters.upcoming += 1;
  }
  return counters;
}
