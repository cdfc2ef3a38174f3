import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { UserX } from 'lucide-react';
import { formatDateTime } from '@/src/dates';
import { validatePageSearch } from '@/src/schemas/list-search';
import { privacyText as privacyWords } from '@/src/text/nl/privacy';
import { activityText as activityWords } from '@/src/text/nl/activity';
import { routeErrorTitled } from '@/client/components/layout/route-error-page';
import { PageHeader } from '@/client/components/layout/page-header';
import { Button } from '@/client/components/ui/button';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '@/client/components/ui/data-table';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Input } from '@/client/components/ui/input';
import { Pagination } from '@/client/features/lists/pagination';
import { ensureQuery } from '@/client/lib/route-data';
import { toast } from '@/client/lib/toast';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';

const t = privacyWords.erasure;

export const Route = createFileRoute('/_app/_admin/admin/erasure')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { trpc, queryClient }, deps }) => ensureQuery(queryClient, trpc.admin.erasure.list.queryOptions(deps)),
  component: ErasureRequestsPage,
  errorComponent: routeErrorTitled(t.loadFailed),
});

/** Verwijderverzoeken: open requests first; each is approved or declined with a reason the person is mailed. */
function ErasureRequestsPage() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [{ items, total }] = trpc.admin.erasure.list.useSuspenseQuery({ page });
  const c = t.columns;
  return (
    <>
      <PageHeader title={t.adminTitle} description={t.adminDescription} />
      {items.length === 0 ? (
        <EmptyState icon={UserX} title={t.empty} description={t.emptyDescription} />
      ) : (
        <div className="grid gap-4">
          <DataTable data-testid="erasure-requests">
            <DataTableHead columns={[{ label: c.who }, { label: c.requested }, { label: c.status }, { label: c.reason }]} />
            <DataTableBody>
              {items.map((request) => (
                <DataTableRow key={request.id}>
                  <DataTableCell label={c.who}>{request.userId ? `${request.fullName ?? ''} (${request.email ?? ''})` : activityWords.activity.deletedUser}</DataTableCell>
                  <DataTableCell label={c.requested}>{formatDateTime(request.createdAt)}</DataTableCell>
                  <DataTableCell label={c.status}>{t.statusLabel[request.status]}</DataTableCell>
                  <DataTableCell label={c.reason}>{request.status === 'pending' ? <Decision requestId={request.id} /> : request.reason}</DataTableCell>
                </DataTableRow>
              ))}
            </DataTableBody>
          </DataTable>
          <Pagination page={page} total={total} onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })} />
        </div>
      )}
    </>
  );
}

function Decision({ requestId }: { requestId: string }) {
  const utils = useTrpcUtils();
  const [reason, setReason] = useState('');
  const decide = trpc.admin.erasure.decide.useMutation({
    onSuccess: async () => {
      toast.success(t.decided);
      await utils.admin.erasure.list.invalidate();
    },
    onError: (error) => toast.error(error.message),
  });
  const send = (approve: boolean) => {
    if (!reason.trim()) return void toast.error(t.reasonRequired);
    decide.mutate({ requestId, approve, reason });
  };
  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
      <Input aria-label={t.reason} placeholder={t.reason} value={reason} onChange={(event) => setReason(event.target.value)} />
      <Button type="button" size="sm" variant="destructive" loading={decide.isPending} onClick={() => send(true)}>
        {t.approve}
      </Button>
      <Button type="button" size="sm" variant="outline" disabled={decide.isPending} onClick={() => send(false)}>
        {t.decline}
      </Button>
    </div>
  );
}
