import { useState } from 'react';
import { SearchX, ShieldOff, Trash2, Users } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { ROLE_LABELS, ROLES, roleLabel, type Role } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { listsText } from '@/src/text/nl/lists';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '@/client/components/ui/data-table';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { Pagination } from '@/client/features/lists/pagination';
import { useMe } from '@/client/lib/session';
import { errorMessage, trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';

const t = nl.users;
type User = RouterOutputs['admin']['users']['list']['items'][number];

const ROLE_TONES = { admin: 'primary', developer: 'warning', client: 'neutral' } as const;

export function UsersTable({ q, page, onPage }: { q: string; page: number; onPage: (page: number) => void }) {
  const [{ items, total }] = trpc.admin.users.list.useSuspenseQuery({ q, page });
  const utils = useTrpcUtils();
  const me = useMe();
  const setRole = trpc.admin.users.setRole.useMutation();
  const remove = trpc.admin.users.delete.useMutation();
  const resetTwoFactor = trpc.admin.users.resetTwoFactor.useMutation();
  const [deleting, setDeleting] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);

  async function changeRole(user: User, role: Role) {
    try {
      await setRole.mutateAsync({ userId: user.id, role });
      toast.success(t.roleUpdated);
    } catch (error) {
      toast.error(errorMessage(error, t.roleFailed));
    } finally {
      await Promise.all([utils.admin.users.list.invalidate(), utils.admin.stats.get.invalidate()]);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ userId: deleting.id });
      toast.success(t.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, t.deleteFailed));
    } finally {
      await Promise.all([utils.admin.users.list.invalidate(), utils.admin.stats.get.invalidate(), utils.admin.projects.list.invalidate()]);
    }
  }

  async function confirmReset() {
    if (!resetting) return;
    try {
      await resetTwoFactor.mutateAsync({ userId: resetting.id });
      toast.success(security.twoFactor.resetDone);
      setResetting(null);
    } catch (error) {
      toast.error(errorMessage(error, security.twoFactor.resetFailed));
    } finally {
      await utils.admin.users.list.invalidate();
    }
  }

  if (items.length === 0) {
    return q ? (
      <EmptyState icon={SearchX} title={listsText.lists.noResults} description={listsText.lists.noResultsFor(q)} />
    ) : (
      <EmptyState icon={Users} title={t.none} />
    );
  }

  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {listsText.lists.countOf(items.length, total)}
      </p>
      <DataTable aria-label={nl.pages.adminUsers}>
        <DataTableHead columns={[{ label: t.name }, { label: t.email }, { label: t.company }, { label: t.role }, { label: t.actions, className: 'text-right' }]} />
        <DataTableBody>
          {items.map((user) => {
            const name = user.fullName?.trim() || t.noName;
            const self = user.id === me?.user.id;
            return (
              <DataTableRow key={user.id} data-testid="user-row">
                <DataTableCell className="font-medium">
                  {name} {self && <span className="font-normal text-muted-foreground">{t.you}</span>}
                  {user.twoFactorEnabled && (
                    <Badge tone="success" className="ml-1 align-middle">
                      {security.twoFactor.badgeOn}
                    </Badge>
                  )}
                  <span className="mt-1 block md:hidden">
                    <Badge tone={user.role ? ROLE_TONES[user.role] : 'neutral'}>{roleLabel(user.role)}</Badge>
                  </span>
                </DataTableCell>
                <DataTableCell label={t.email}>
                  <span className="break-all">{user.email}</span>
                </DataTableCell>
                <DataTableCell label={t.company}>{user.companyName || '—'}</DataTableCell>
                <DataTableCell label={t.role}>
                  <span className="flex items-center gap-2">
                    <Badge tone={user.role ? ROLE_TONES[user.role] : 'neutral'} className="hidden md:inline-flex">
                      {roleLabel(user.role)}
                    </Badge>
                    <Select value={user.role ?? undefined} onValueChange={(role) => void changeRole(user, role as Role)} disabled={self || setRole.isPending}>
                      <SelectTrigger aria-label={t.roleOf(name)} className="h-9 w-36">
                        <SelectValue placeholder={t.noRole} />
                      </SelectTrigger>
                      <SelectContent>
                        {ROLES.map((role) => (
                          <SelectItem key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </span>
                </DataTableCell>
                <DataTableCell className="md:text-right">
                  {!self && (
                    <span className="inline-flex flex-wrap gap-1 md:justify-end">
                      {user.twoFactorEnabled && (
                        <Button variant="ghost" size="sm" onClick={() => setResetting(user)} aria-label={security.twoFactor.resetLabel(name)}>
                          <ShieldOff aria-hidden="true" />
                          <span className="md:sr-only">{security.twoFactor.reset}</span>
                        </Button>
                      )}
                      <Button variant="destructive-ghost" size="sm" onClick={() => setDeleting(user)} aria-label={t.deleteUser(name)}>
                        <Trash2 aria-hidden="true" />
                        <span className="md:sr-only">{listsText.confirm.delete}</span>
                      </Button>
                    </span>
                  )}
                </DataTableCell>
              </DataTableRow>
            );
          })}
        </DataTableBody>
      </DataTable>
      <Pagination page={page} total={total} onPage={onPage} />
      <ConfirmDialog
        open={deleting !== null}
        title={t.confirmTitle}
        description={t.confirmDescription(deleting?.fullName?.trim() || deleting?.email || '')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
      <ConfirmDialog
        open={resetting !== null}
        title={security.twoFactor.resetTitle}
        description={security.twoFactor.resetDescription(resetting?.fullName?.trim() || resetting?.email || '')}
        confirmLabel={security.twoFactor.reset}
        busy={resetTwoFactor.isPending}
        onConfirm={() => void confirmReset()}
        onOpenChange={(open) => !open && setResetting(null)}
      />
    </>
  );
}
