import { useId, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { activityText as activityWords } from '@/src/text/nl/activity';
import { listsText } from '@/src/text/nl/lists';
import { routeErrorTitled } from '@/client/components/layout/route-error-page';
import { PageHeader } from '@/client/components/layout/page-header';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { ActivityTable } from '@/client/features/activity/activity-table';
import { SearchBox } from '@/client/features/lists/search-box';
import { ensureQuery } from '@/client/lib/route-data';
import { toast } from '@/client/lib/toast';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { readIsoDay, readPage, readSearchText } from '@/src/schemas/list-search';

type LogSearch = { q?: string; page?: number; from?: string; to?: string };
const day = readIsoDay;

export const Route = createFileRoute('/_app/_admin/admin/activity')({
  validateSearch: (search: Record<string, unknown>): LogSearch => {
    const q = readSearchText(search.q);
    const page = readPage(search.page);
    const [from, to] = [day(search.from), day(search.to)];
    return { ...(q ? { q } : {}), ...(page > 1 ? { page } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
  },
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page ?? 1, from: search.from, to: search.to }),
  loader: ({ context: { trpc, queryClient }, deps }) => ensureQuery(queryClient, trpc.admin.activity.list.queryOptions(deps)),
  component: AdminActivityPage,
  errorComponent: routeErrorTitled(activityWords.activity.loadFailed),
});

/** The admin's activity log: search over user, project and kind, a date range, pages and a CSV of the same filter. */
function AdminActivityPage() {
  const { q = '', page = 1, from, to } = Route.useSearch();
  const navigate = Route.useNavigate();
  const utils = useTrpcUtils();
  const [{ items, total }] = trpc.admin.activity.list.useSuspenseQuery({ q, page, from, to });
  const [exporting, setExporting] = useState(false);
  const fromId = useId();
  const toId = useId();
  const go = (next: LogSearch) => void navigate({ search: (prev) => ({ ...prev, ...next, page: next.page }), replace: true });

  async function exportCsv() {
    setExporting(true);
    try {
      const { csv, rows, truncated } = await utils.admin.activity.csv.fetch({ q, from, to });
      if (truncated) toast.info(activityWords.activity.csvTruncated(rows));
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'activiteitenlog.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      toast.error(activityWords.activity.csvFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader title={activityWords.activity.adminTitle} description={activityWords.activity.adminDescription} />
      {/* The search as wide as elsewhere, the dates beside it, the CSV at the far end. */}
      <div className="mb-4 grid gap-3 md:grid-cols-[minmax(0,24rem)_auto_auto_minmax(0,1fr)] md:items-end">
        <SearchBox value={q} placeholder={activityWords.activity.search} onSearch={(next) => go({ q: next || undefined })} />
        <div className="grid gap-1">
          <Label htmlFor={fromId}>{activityWords.activity.from}</Label>
          <Input id={fromId} type="date" value={from ?? ''} onChange={(event) => go({ from: day(event.target.value) })} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={toId}>{activityWords.activity.to}</Label>
          <Input id={toId} type="date" value={to ?? ''} onChange={(event) => go({ to: day(event.target.value) })} />
        </div>
        <Button type="button" variant="outline" className="md:justify-self-end" loading={exporting} onClick={() => void exportCsv()}>
          {activityWords.activity.exportCsv}
        </Button>
      </div>
      <ActivityTable staff items={items} total={total} page={page} onPage={(next) => go({ page: next > 1 ? next : undefined })} filtered={q || from || to ? { description: q ? listsText.lists.noResultsFor(q) : activityWords.activity.periodEmpty } : false} />
    </>
  );
}
