import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { todayInAmsterdam } from '@/src/dates';
import { centsToMoney, moneyToCents } from '@/src/domain/money';
import { CHART_MONTHS, collectionRate, lastPeriods } from '@/src/domain/insight';
import { nextPeriod } from '@/src/domain/invoices';
import { PROJECT_STATUSES } from '@/src/domain/statuses';
import { dashboardFigureRows } from '@/db/queries/insight-figures';

const addMoney = (...amounts: string[]) => centsToMoney(amounts.reduce((sum, amount) => sum + moneyToCents(amount), 0));

/** Everything the admin dashboard's charts show, as of `now` (Amsterdam dates). */
export async function dashboardFigures(db: Kysely<Database>, now: Date) {
  const today = todayInAmsterdam(now);
  const periods = lastPeriods(today, CHART_MONTHS);
  const from = periods[0]!;
  const until = nextPeriod(periods.at(-1)!);
  const { mrr, months, statuses, approval, developers } = await dashboardFigureRows(db, { thisMonth: periods.at(-1)!, from, until, today });
  const total = addMoney(mrr.packagesNow, mrr.schedulesNow);
  const before = addMoney(mrr.packagesBefore, mrr.schedulesBefore);
  const monthOf = new Map(months.map((row) => [row.period, row]));
  const countOf = new Map(statuses.map((row) => [row.status, row.count]));
  return {
    today,
    mrr: {
      total,
      packages: mrr.packagesNow,
      schedules: mrr.schedulesNow,
      lastMonth: before,
      change: centsToMoney(moneyToCents(total) - moneyToCents(before)),
    },
    revenue: periods.map((period) => ({ period, revenue: monthOf.get(period)?.revenue ?? '0.00' })),
    collection: periods.map((period) => {
      const row = monthOf.get(period) ?? { succeeded: 0, failed: 0, chargedBack: 0 };
      return {
        period,
        succeeded: row.succeeded,
        failed: row.failed,
        chargedBack: row.chargedBack,
        rate: collectionRate(row.succeeded, row.failed, row.chargedBack),
      };
    }),
    projectsByStatus: PROJECT_STATUSES.map((status) => ({ status, count: countOf.get(status) ?? 0 })),
    daysToApproval: approval,
    openSteps: developers,
  };
}

export type DashboardFigures = Awaited<ReturnType<typeof dashboardFigures>>;
