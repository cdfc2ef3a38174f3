import { MessageSquareWarning } from 'lucide-react';
import { packageName } from '@/src/domain/packages';
import { formatDateTime } from '@/src/dates';
import { nl } from '@/src/text/nl';
import { complaintsText as complaintWords } from '@/src/text/nl/complaints';
import { PageHeader } from '@/client/components/layout/page-header';
import { Card } from '@/client/components/ui/card';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/features/lists/pagination';
import { trpc, type RouterOutputs } from '@/client/lib/trpc';
import { ComplaintPriorityBadge, ComplaintStatusBadge } from './complaint-badges';
import { NewComplaintDialog } from './new-complaint-dialog';

const t = complaintWords.complaints;
type Complaint = RouterOutputs['complaints']['listOwn']['items'][number];

/** Klachten for clients and developers (spec 2): "Nieuwe klacht" and "Mijn Klachten", newest first. */
export function MyComplaintsPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const [complaints] = trpc.complaints.listOwn.useSuspenseQuery({ page });
  return (
    <>
      <PageHeader title={nl.pages.complaints} description={t.description} actions={<NewComplaintDialog />} />
      <section aria-labelledby="my-complaints">
        <h2 id="my-complaints" className="mb-3 text-lg font-semibold">
          {t.mine}
        </h2>
        {complaints.items.length === 0 ? (
          <EmptyState icon={MessageSquareWarning} title={t.empty} />
        ) : (
          <>
            <ul className="grid gap-3">
              {complaints.items.map((complaint) => (
                <ComplaintCard key={complaint.id} complaint={complaint} />
              ))}
            </ul>
            <Pagination page={page} total={complaints.total} onPage={onPage} />
          </>
        )}
      </section>
    </>
  );
}

function ComplaintCard({ complaint }: { complaint: Complaint }) {
  return (
    <li>
      <Card className="p-4 sm:p-5" data-testid="complaint">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <h3 className="font-semibold break-words">{complaint.subject}</h3>
          <div className="flex shrink-0 flex-wrap gap-2">
            <ComplaintStatusBadge status={complaint.status} />
            <ComplaintPriorityBadge priority={complaint.priority} />
          </div>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          {t.submittedAt(formatDateTime(complaint.createdAt))}
          {complaint.packageType && <> · {t.projectLabel(packageName(complaint.packageType))}</>}
        </p>
        <p className="mt-3 text-sm break-words whitespace-pre-line">{complaint.description}</p>
        {complaint.adminNotes && (
          <div className="mt-4 rounded-lg border bg-muted/40 p-3">
            <p className="text-sm font-medium">{t.adminReply}</p>
            <p className="mt-1 text-sm break-words whitespace-pre-line">{complaint.adminNotes}</p>
          </div>
        )}
      </Card>
    </li>
  );
}
