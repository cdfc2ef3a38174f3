import { createFileRoute } from '@tanstack/react-router';
import { COMPLAINT_STATUSES, COMPLAINT_STATUS_LABELS, type ComplaintStatus } from '@/src/domain/statuses';
import { validateComplaintListSearch } from '@/src/schemas/list-search';
import { nl } from '@/src/text/nl';
import { complaintsText as complaintWords } from '@/src/text/nl/complaints';
import { routeErrorTitled } from '@/client/components/layout/route-error-page';
import { PageHeader } from '@/client/components/layout/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { SearchBox } from '@/client/features/lists/search-box';
import { ensureQuery } from '@/client/lib/route-data';
import { ComplaintsTable } from './-components/complaints/complaints-table';

const ALL = 'all';

export const Route = createFileRoute('/_app/_admin/admin/complaints')({
  validateSearch: validateComplaintListSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1, status: search.status }),
  loader: ({ context: { trpc, queryClient }, deps }) => ensureQuery(queryClient, trpc.admin.complaints.list.queryOptions(deps)),
  component: AdminComplaintsPage,
  errorComponent: routeErrorTitled(nl.complaintsPage.loadFailed),
});

/** Klachtenbeheer (spec 2): counters, a server-side search and status filter, and the manage dialog. */
function AdminComplaintsPage() {
  const t = complaintWords.complaints;
  const { q = '', page = 1, status } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader title={nl.pages.adminComplaints} description={t.adminDescription} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <SearchBox value={q} placeholder={t.searchPlaceholder} onSearch={(next) => void navigate({ search: (prev) => ({ q: next || undefined, status: prev.status }), replace: true })} />
        <Select
          value={status ?? ALL}
          onValueChange={(value) => void navigate({ search: (prev) => ({ q: prev.q, status: value === ALL ? undefined : (value as ComplaintStatus) }) })}
        >
          <SelectTrigger aria-label={t.statusFilter} className="w-full sm:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t.allStatuses}</SelectItem>
            {COMPLAINT_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {COMPLAINT_STATUS_LABELS[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <ComplaintsTable q={q} page={page} status={status} onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })} />
    </>
  );
}
