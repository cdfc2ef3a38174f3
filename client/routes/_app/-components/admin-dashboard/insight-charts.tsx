import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dayjs } from '@/src/dates';
import { centsToMoney, formatEuro, moneyToCents } from '@/src/domain/money';
import { collectionRate } from '@/src/domain/insight';
import { projectStatusLabel } from '@/src/domain/statuses';
import { insightText as insightWords } from '@/src/text/nl/insight';
import { trpc, type RouterOutputs } from '@/client/lib/trpc';
import { ChartCard } from './chart-card';

// Only here do this file and recharts load, as their own chunk. The drawings are hidden from screen readers (each card's table tells
// the same), so recharts' keyboard layer is off: nothing focusable may sit inside aria-hidden.

type Figures = RouterOutputs['admin']['insight']['figures'];
const t = insightWords.insight;
const COLORS = { primary: 'var(--primary)', success: 'var(--success)', danger: 'var(--destructive)', warning: 'var(--warning)', muted: 'var(--muted-foreground)' };
const AXIS = { fontSize: 12, fill: 'var(--muted-foreground)' };

const monthLabel = (period: string) => dayjs(`${period}-01`).format('MMM YY');
const signedEuro = (amount: string) => (moneyToCents(amount) > 0 ? `+${formatEuro(amount)}` : formatEuro(amount));
/** Legend entries in the text colour: the series' own colour is too light to read as text. */
const legendText = (value: string) => <span className="text-foreground">{value}</span>;
const percent = (rate: number | null) => (rate === null ? t.noRate : `${rate}%`);

function RecurringRevenue({ mrr }: { mrr: Figures['mrr'] }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-xs sm:p-5" data-testid="mrr">
      <h3 className="text-base font-semibold">{t.mrrTitle}</h3>
      <p className="mt-2 text-3xl font-semibold tabular-nums">{formatEuro(mrr.total)}</p>
      <p className="mt-1 text-sm font-medium">{t.mrrChange(signedEuro(mrr.change))}</p>
      <p className="mt-2 text-sm text-muted-foreground">{t.mrrSummary(formatEuro(mrr.total), formatEuro(mrr.packages), formatEuro(mrr.schedules), signedEuro(mrr.change))}</p>
    </div>
  );
}

function Revenue({ revenue }: { revenue: Figures['revenue'] }) {
  const total = centsToMoney(revenue.reduce((sum, month) => sum + moneyToCents(month.revenue), 0));
  const best = revenue.reduce<Figures['revenue'][number] | null>((top, month) => (moneyToCents(month.revenue) > moneyToCents(top?.revenue ?? '0') ? month : top), null);
  const data = revenue.map((month) => ({ month: monthLabel(month.period), revenue: moneyToCents(month.revenue) / 100 }));
  return (
    <ChartCard
      id="omzet"
      title={t.revenueTitle}
      summary={t.revenueSummary(formatEuro(total), best ? `${monthLabel(best.period)}, ${formatEuro(best.revenue)}` : null)}
      rows={revenue}
      rowKey={(row) => row.period}
      columns={[
        { label: t.month, value: (row) => monthLabel(row.period) },
        { label: t.revenue, value: (row) => formatEuro(row.revenue) },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="month" tick={AXIS} tickLine={false} interval="preserveStartEnd" />
          <YAxis tick={AXIS} tickLine={false} axisLine={false} width={48} />
          <Tooltip formatter={(value) => formatEuro(Number(value))} />
          <Bar dataKey="revenue" name={t.revenue} fill={COLORS.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function Collection({ collection }: { collection: Figures['collection'] }) {
  const sum = (key: 'succeeded' | 'failed' | 'chargedBack') => collection.reduce((total, month) => total + month[key], 0);
  const [succeeded, failed, chargedBack] = [sum('succeeded'), sum('failed'), sum('chargedBack')];
  const data = collection.map((month) => ({ ...month, month: monthLabel(month.period) }));
  return (
    <ChartCard
      id="incasso"
      title={t.collectionTitle}
      summary={t.collectionSummary(succeeded, failed, chargedBack, percent(collectionRate(succeeded, failed, chargedBack)))}
      rows={collection}
      rowKey={(row) => row.period}
      columns={[
        { label: t.month, value: (row) => monthLabel(row.period) },
        { label: t.succeeded, value: (row) => row.succeeded },
        { label: t.failed, value: (row) => row.failed },
        { label: t.chargedBack, value: (row) => row.chargedBack },
        { label: t.rate, value: (row) => percent(row.rate) },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="month" tick={AXIS} tickLine={false} interval="preserveStartEnd" />
          <YAxis tick={AXIS} tickLine={false} axisLine={false} width={32} allowDecimals={false} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
          <Bar dataKey="succeeded" name={t.succeeded} stackId="debits" fill={COLORS.success} isAnimationActive={false} />
          <Bar dataKey="failed" name={t.failed} stackId="debits" fill={COLORS.warning} isAnimationActive={false} />
          <Bar dataKey="chargedBack" name={t.chargedBack} stackId="debits" fill={COLORS.danger} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function ProjectsByStatus({ statuses }: { statuses: Figures['projectsByStatus'] }) {
  const data = statuses.map((row) => ({ status: projectStatusLabel(row.status), count: row.count }));
  return (
    <ChartCard
      id="projecten"
      title={t.projectsTitle}
      summary={t.projectsSummary(data.map((row) => `${row.status} ${row.count}`).join(', '))}
      rows={data}
      rowKey={(row) => row.status}
      columns={[
        { label: t.status, value: (row) => row.status },
        { label: t.count, value: (row) => row.count },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis type="number" tick={AXIS} allowDecimals={false} />
          <YAxis type="category" dataKey="status" tick={AXIS} width={96} tickLine={false} />
          <Tooltip />
          <Bar dataKey="count" name={t.count} fill={COLORS.primary} radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function DaysToApproval({ steps }: { steps: Figures['daysToApproval'] }) {
  const data = steps.map((step) => ({ step: `${step.stepNumber}. ${step.stepName}`, days: Number(step.averageDays) }));
  return (
    <ChartCard
      id="goedkeuring"
      title={t.approvalTitle}
      summary={t.approvalSummary(steps.map((step) => `${step.stepName} ${step.averageDays.replace('.', ',')}`).join(', '))}
      rows={steps}
      rowKey={(row) => String(row.stepNumber)}
      columns={[
        { label: t.step, value: (row) => `${row.stepNumber}. ${row.stepName}` },
        { label: t.averageDays, value: (row) => row.averageDays.replace('.', ',') },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis type="number" tick={AXIS} />
          <YAxis type="category" dataKey="step" tick={AXIS} width={120} tickLine={false} />
          <Tooltip />
          <Bar dataKey="days" name={t.averageDays} fill={COLORS.primary} radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function OpenSteps({ developers }: { developers: Figures['openSteps'] }) {
  return (
    <ChartCard
      id="open-stappen"
      title={t.openStepsTitle}
      summary={t.openStepsSummary(developers.map((d) => t.openStepsLine(d.developerName, d.overdue, d.thisWeek, d.later)).join('; '))}
      rows={developers}
      rowKey={(row) => row.developerId}
      columns={[
        { label: t.developer, value: (row) => row.developerName },
        { label: t.overdue, value: (row) => row.overdue },
        { label: t.thisWeek, value: (row) => row.thisWeek },
        { label: t.later, value: (row) => row.later },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={developers} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis type="number" tick={AXIS} allowDecimals={false} />
          <YAxis type="category" dataKey="developerName" tick={AXIS} width={96} tickLine={false} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
          <Bar dataKey="overdue" name={t.overdue} stackId="steps" fill={COLORS.danger} isAnimationActive={false} />
          <Bar dataKey="thisWeek" name={t.thisWeek} stackId="steps" fill={COLORS.warning} isAnimationActive={false} />
          <Bar dataKey="later" name={t.later} stackId="steps" fill={COLORS.muted} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** "Hoe gaat het": recurring revenue, then the five charts; two columns from tablet width. */
export default function InsightCharts() {
  const [figures] = trpc.admin.insight.figures.useSuspenseQuery();
  return (
    <section aria-labelledby="hoe-gaat-het" className="mt-10" data-testid="insight-charts">
      <h2 id="hoe-gaat-het" className="mb-4 text-lg font-semibold">
        {t.chartsTitle}
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <RecurringRevenue mrr={figures.mrr} />
        <Revenue revenue={figures.revenue} />
        <Collection collection={figures.collection} />
        <ProjectsByStatus statuses={figures.projectsByStatus} />
        <DaysToApproval steps={figures.daysToApproval} />
        <OpenSteps developers={figures.openSteps} />
      </div>
    </section>
  );
}
