import { useState } from 'react';
import { CheckCircle2, CircleDot, Clock, MessageSquareWarning, SearchX } from 'lucide-react';
import { packageName } from '@/src/domain/packages';
import type { ComplaintStatus } from '@/src/domain/statuses';
import { formatDateTime } from '@/src/dates';
import { nl } from '@/src/text/nl';
import { listsText } from '@/src/text/nl/lists';
import { complaintsText as complaintWords } from '@/src/text/nl/complaints';
import { Button } from '@/client/components/ui/button';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '@/client/components/ui/data-table';
import { EmptyState } from '@/client/components/ui/empty-state';
import { StatCard } from '@/client/components/ui/stat-card';
import { ComplaintPriorityBadge, ComplaintStatusBadge } from '@/client/features/complaints/complaint-badges';
import { Pagination } from '@/client/features/lists/pagination';
import { trpc } from '@/client/lib/trpc';
import { ManageComplaintDialog, type ManagedComplaint } from './manage-complaint-dialog';

const t = complaintWords.complaints;
const c = t.columns;

type Props = { q: string; page: number; status: ComplaintStatus | undefined; onPage: (page: number) => void };

/** Klachtenbeheer's counters and list; the page keeps search, status and page in the address. */
export function ComplaintsTable({ q, page, status, onPage }: Props) {
  const [{ items, total, counts }] = trpc.admin.complaints.list.useSuspenseQuery({ q, page, status });
  const [managing, setManaging] = useState<ManagedComplaint | null>(null);

  return (
    <>
      <div className="mb-6 grid grid-cols-3 gap-2 sm:gap-3" data-testid="complaint-counters">
        <StatCard label={t.countOpen} value={counts.open} icon={CircleDot} tone="warning" testId="count-open" />
        <StatCard label={t.countInProgress} value={counts.in_progress} icon={Clock} testId="count-in-progress" />
        <StatCard label={t.countResolved} value={counts.resolved} icon={CheckCircle2} testId="count-resolved" />
      </div>
      {items.length === 0 ? (
        q ? (
          <EmptyState icon={SearchX} title={listsText.lists.noResults} description={listsText.lists.noResultsFor(q)} />
        ) : (
          <EmptyState icon={MessageSquareWarning} title={t.noResults} />
        )
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground tabular-nums" aria-live="polite">
            {listsText.lists.countOf(items.length, total)}
          </p>
          <DataTable aria-label={nl.pages.adminComplaints}>
            <DataTableHead columns={[{ label: c.subject }, { label: c.complainant }, { label: c.priority }, { label: c.status }, { label: c.date }, { label: c.actions, className: 'text-right' }]} />
            <DataTableBody>
              {items.map((complaint) => (
                <DataTableRow key={complaint.id} data-testid="complaint-row">
                  <DataTableCell className="font-medium">
                    <span className="block break-words">{complaint.subject}</span>
                    {complaint.packageType && <span className="block text-xs font-normal text-muted-foreground">{t.projectLabel(packageName(complaint.packageType))}</span>}
                  </DataTableCell>
                  <DataTableCell label={c.complainant}>
                    <span className="block">{complaint.fullName || complaint.email}</span>
                    <span className="block text-xs break-all text-muted-foreground">{complaint.companyName || complaint.email}</span>
                  </DataTableCell>
                  <DataTableCell label={c.priority}>
                    <ComplaintPriorityBadge priority={complaint.priority} />
                  </DataTableCell>
                  <DataTableCell label={c.status}>
                    <ComplaintStatusBadge status={complaint.status} />
                  </DataTableCell>
                  <DataTableCell label={c.date}>
                    <span className="text-sm whitespace-nowrap">{formatDateTime(complaint.createdAt)}</span>
                  </DataTableCell>
                  <DataTableCell className="md:text-right">
                    <Button variant="outline" size="sm" className="w-full md:w-auto" onClick={() => setManaging(complaint)} aria-label={t.manageOf(complaint.subject)}>
                      {t.manage}
                    </Button>
                  </DataTableCell>
                </DataTableRow>
              ))}
            </DataTableBody>
          </DataTable>
          <Pagination page={page} total={total} onPage={onPage} />
        </>
      )}
      <ManageComplaintDialog complaint={managing} onClose={() => setManaging(null)} />
    </>
  );
}
