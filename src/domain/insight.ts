// The admin dashboard's figures and "Aandacht nodig": what counts, decided once.
import type { IsoDate } from '@/src/dates';
import type { ProjectStatus } from './statuses';
import { nextPeriod, type Period } from './invoices';

/**
 * A package earns its monthly price while its project is being built or is live: in progress or
 * completed. A pending project (no work yet) and one on hold are not billed.
 */
export const BILLED_PROJECT_STATUSES = ['in_progress', 'completed'] as const satisfies readonly ProjectStatus[];

/** Months the revenue and collection charts cover, this month included. */
export const CHART_MONTHS = 12;

/** A complaint open (or in progress) longer than this needs the admin. */
export const COMPLAINT_ATTENTION_DAYS = 3;
/** A step waiting for the client's approval longer than this needs a reminder. */
export const APPROVAL_ATTENTION_DAYS = 7;
/** "Herinnering sturen" mails the client at most once per this many hours per step. */
export const REMINDER_INTERVAL_HOURS = 24;
/** "Deze week" and "Deze week" of the steps per developer: today and the six days after. */
export const WEEK_DAYS = 7;
/** At most this many lines per kind in "Aandacht nodig"; the count says how many more there are. */
export const ATTENTION_LINES_PER_KIND = 5;

/** Most urgent first: money, then work that is late, then people waiting, then loose ends. */
export const ATTENTION_KINDS = ['failed_debit', 'overdue_step', 'old_complaint', 'waiting_approval', 'unassigned_project', 'failed_mail'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** The last `months` periods ('YYYY-MM'), oldest first, ending with today's. */
export function lastPeriods(today: IsoDate, months: number): Period[] {
  const periods: Period[] = [];
  let [year, month] = today.slice(0, 7).split('-').map(Number) as [number, number];
  for (let i = 0; i < months; i++) {
    periods.unshift(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return periods;
}

/** The first day of a period, and of the period after it (the end, exclusive). */
export function periodBounds(period: Period): { from: IsoDate; until: IsoDate } {
  return { from: `${period}-01`, until: `${nextPeriod(period)}-01` };
}

/** Succeeded debits as a whole percentage of all settled ones; null when none settled. */
export function collectionRate(succeeded: number, failed: number, chargedBack: number): number | null {
  const settled = succeeded + failed + chargedBack;
  return settled === 0 ? null : Math.round((succeeded * 100) / settled);
}

/** A developer's dashboard opened again within this many minutes is the same visit. */
export const VISIT_GAP_MINUTES = 30;
/** Without an earlier visit, "Deze week" shows the clients' answers of this many days. */
export const FIRST_VISIT_LOOKBACK_DAYS = 7;
/** "Deze week" lists at most this many steps per part. */
export const WEEK_LINES = 20;

/**
 * Since when "Deze week" shows the clients' answers: the visit before this one. A visit that
 * ended more than the gap ago is the previous one; within the gap the one before it still counts.
 */
export function answersSince(visit: { lastVisitAt: Date; previousVisitAt: Date | null } | undefined, now: Date): Date {
  const firstLook = new Date(now.getTime() - FIRST_VISIT_LOOKBACK_DAYS * 24 * 3600_000);
  if (!visit) return firstLook;
  if (now.getTime() - visit.lastVisitAt.getTime() > VISIT_GAP_MINUTES * 60_000) return visit.lastVisitAt;
  return visit.previousVisitAt ?? firstLook;
}
