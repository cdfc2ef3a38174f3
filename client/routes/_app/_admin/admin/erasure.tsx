import { useId, useRef, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { UserX } from 'lucide-react';
import { formatDateTime } from '@/src/dates';
import { validatePageSearch } from '@/src/schemas/list-search';
import { privacyText as privacyWords } from '@/src/text/nl/privacy';
import { activityText as activityWords } from '@/src/text/nl/activity';
import { routeErrorTitled } from '@/client/components/layout/route-error-page';
import { PageHeader } from '@/client/components/layout/page-header';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
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
                  <DataTableCell label={c.who}>
                    {request.userId ? (
                      <span className="block">
                        <span className="block font-medium break-words">{request.fullName || request.email}</span>
                        <span className="block text-xs break-all text-muted-foreground">{request.email}</span>
                      </span>
                    ) : (
                      activityWords.activity.deletedUser
                    )}
                  </DataTableCell>
                  <DataTableCell label={c.requested}>{formatDateTime(request.createdAt)}</DataTableCell>
                  <DataTableCell label={c.status}>{t.statusLabel[request.status]}</DataTableCell>
                  {request.status === 'pending' ? (
                    // On phones the decision takes the card's whole width, with its own label.
                    <DataTableCell className="md:min-w-[24rem] [&>span]:w-full">
                      <Decision requestId={request.id} person={request.fullName || request.email || ''} />
                    </DataTableCell>
                  ) : (
                    <DataTableCell label={c.reason}>{request.reason}</DataTableCell>
                  )}
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

/** A reason (mailed to the person) and the choice; approving asks once more, since it cannot be undone. */
function Decision({ requestId, person }: { requestId: string; person: string }) {
  const utils = useTrpcUtils();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const decide = trpc.admin.erasure.decide.useMutation({
    onSuccess: async () => {
      setConfirming(false);
      toast.success(t.decided);
      await utils.admin.erasure.list.invalidate();
    },
    onError: (error) => toast.error(error.message),
  });
  const hasReason = () => {
    if (reason.trim()) return true;
    setMissing(true);
    input.current?.focus();
    return false;
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-xs text-muted-foreground md:sr-only">
        {t.reason}
      </label>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <Input
          ref={input}
          id={id}
          placeholder={t.reasonPlaceholder}
          value={reason}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        <Button type="button" size="sm" variant="destructive" className="h-10" disabled={decide.isPending} onClick={() => hasReason() && setConfirming(true)}>
          {t.approve}
        </Button>
        <Button type="button" size="sm" variant="outline" className="h-10" loading={decide.isPending && !confirming} disabled={decide.isPending} onClick={() => hasReason() && decide.mutate({ requestId, approve: false, reason })}>
          {t.decline}
        </Button>
      </div>
      {missing && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {t.reasonRequired}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle(person)}
        description={t.confirmDescription}
        confirmLabel={t.confirmApprove}
        busy={decide.isPending}
        onConfirm={() => decide.mutate({ requestId, approve: true, reason })}
        onOpenChange={setConfirming}
      />
    </div>
  );
}
