import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { CalendarDays, ChevronRight, FileSignature, FolderKanban, MailWarning, MessageSquareWarning, Package, Receipt, Undo2, Users, type LucideIcon } from 'lucide-react';
import type { FileRoutesByTo } from '@/client/routeTree.gen';
import { nl } from '@/src/text/nl';
import { invoicesText } from '@/src/text/nl/invoices';
import { quotesText } from '@/src/text/nl/quotes';
import { formatEuro } from '@/src/domain/money';
import { PageHeader } from '@/client/components/layout/page-header';
import { StatCard } from '@/client/components/ui/stat-card';
import { trpc } from '@/client/lib/trpc';
import { Loading } from '@/client/components/ui/spinner';
import { AttentionList } from './admin-dashboard/attention-list';

// The charts and their library load only on this dashboard, as a chunk of their own.
const InsightCharts = lazy(() => import('./admin-dashboard/insight-charts'));

type QuickAction = { title: string; description: string; to: keyof FileRoutesByTo; icon: LucideIcon };

// Spec 2: the admin's quick actions lead to each management page.
const QUICK_ACTIONS: readonly QuickAction[] = [
  { title: nl.pages.adminUsers, description: nl.dashboard.actionUsers, to: '/admin/users', icon: Users },
  { title: nl.pages.adminProjects, description: nl.dashboard.actionProjects, to: '/admin/projects', icon: FolderKanban },
  { title: nl.pages.adminCalendar, description: nl.dashboard.actionCalendar, to: '/admin/calendar', icon: CalendarDays },
  { title: nl.pages.adminUpsells, description: nl.dashboard.actionUpsells, to: '/admin/upsells', icon: Package },
  { title: nl.pages.adminInvoices, description: nl.dashboard.actionInvoices, to: '/admin/invoices', icon: Receipt },
  { title: nl.pages.adminComplaints, description: nl.dashboard.actionComplaints, to: '/admin/complaints', icon: MessageSquareWarning },
];

function Counters() {
  const [{ totalUsers, totalProjects, activeProjects, modules, invoices, chargedBackInvoices, failedMails, acceptedQuotes, acceptedQuotesMonthly }] =
    trpc.admin.stats.get.useSuspenseQuery();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard label={nl.dashboard.totalUsers} value={totalUsers} hint={nl.dashboard.totalUsersHint} icon={Users} testId="stat-users" />
      <StatCard
        label={nl.dashboard.totalProjects}
        value={totalProjects}
        hint={nl.dashboard.activeProjects(activeProjects)}
        icon={FolderKanban}
        testId="stat-projects"
      />
      <StatCard
        label={nl.dashboard.modules}
        value={modules}
        hint={nl.dashboard.modulesHint}
        icon={Package}
        testId="stat-upsells"
      />
      <StatCard label={nl.dashboard.invoices} value={invoices} hint={invoicesText.invoices.dashboardHint} icon={Receipt} testId="stat-invoices" />
      <StatCard
        label={nl.dashboard.chargedBackInvoices}
        value={chargedBackInvoices}
        hint={nl.dashboard.chargedBackInvoicesHint}
        icon={Undo2}
        testId="stat-charged-back"
        muted={chargedBackInvoices === 0}
        tone="danger"
      />
      <StatCard
        label={nl.dashboard.failedMails}
        value={failedMails}
        hint={nl.dashboard.failedMailsHint}
        icon={MailWarning}
        testId="stat-failed-mails"
        muted={failedMails === 0}
      />
      <StatCard
        label={quotesText.dashboard.accepted}
        value={acceptedQuotes}
        hint={quotesText.dashboard.acceptedHint(formatEuro(acceptedQuotesMonthly))}
        icon={FileSignature}
        testId="stat-accepted-quotes"
      />
    </div>
  );
}

export function AdminDashboard() {
  return (
    <>
      <PageHeader title={nl.dashboard.adminTitle} description={nl.dashboard.adminDescription} />
      <Counters />
      <AttentionList />
      <Suspense fallback={<Loading />}>
        <InsightCharts />
      </Suspense>
      <section aria-labelledby="quick-actions" className="mt-10" data-testid="quick-actions">
        <h2 id="quick-actions" className="mb-4 text-lg font-semibold">
          {nl.dashboard.quickActions}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className="group flex h-full items-start gap-4 rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-primary/40 hover:bg-primary-soft/40"
              >
                <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <action.icon aria-hidden="true" className="size-5" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{action.title}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{action.description}</p>
                </div>
                <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
