import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { FolderKanban, SearchX, Trash2 } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { packageName } from '@/src/domain/packages';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectStatus } from '@/src/domain/statuses';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { listsText } from '@/src/text/nl/lists';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '@/client/components/ui/data-table';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { Pagination } from '@/client/features/lists/pagination';
import { errorMessage, trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';
import { DeveloperSelect } from './developer-select';

const t = projectText.project;
type Project = RouterOutputs['admin']['projects']['list']['items'][number];
const UNASSIGNED = 'none';

export function ProjectsTable({ q, page, onPage }: { q: string; page: number; onPage: (page: number) => void }) {
  const [{ items, total }] = trpc.admin.projects.list.useSuspenseQuery({ q, page });
  const utils = useTrpcUtils();
  const assign = trpc.admin.projects.assignDeveloper.useMutation();
  const setStatus = trpc.admin.projects.setStatus.useMutation();
  const remove = trpc.admin.projects.delete.useMutation();
  const [deleting, setDeleting] = useState<Project | null>(null);

  const refresh = () => Promise.all([utils.admin.projects.list.invalidate(), utils.admin.stats.get.invalidate(), utils.admin.agenda.get.invalidate()]);

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    try {
      await action();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, failure));
      return false;
    } finally {
      await refresh();
    }
  }

  if (items.length === 0) {
    return q ? (
      <EmptyState icon={SearchX} title={listsText.lists.noResults} description={listsText.lists.noResultsFor(q)} />
    ) : (
      <EmptyState icon={FolderKanban} title={t.none} description={t.noneDescription} />
    );
  }

  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground tabular-nums" aria-live="polite" data-testid="project-count">
        {listsText.lists.countOf(items.length, total)}
      </p>
      <DataTable aria-label={nl.pages.adminProjects}>
        <DataTableHead columns={[{ label: t.client }, { label: t.package }, { label: t.developer }, { label: t.status }, { label: t.actions, className: 'text-right' }]} />
        <DataTableBody>
          {items.map((project) => {
            const client = project.clientName?.trim() || project.clientEmail || t.unknownClient;
            return (
              <DataTableRow key={project.id} data-testid="project-row">
                <DataTableCell className="min-w-0 wrap-anywhere">
                  <span className="block font-medium">{client}</span>
                  <span className="block text-muted-foreground">{project.companyName || project.clientEmail}</span>
                </DataTableCell>
                <DataTableCell label={t.package}>{packageName(project.packageType)}</DataTableCell>
                <DataTableCell label={t.developer}>
                  <DeveloperSelect
                    value={project.developerId ?? UNASSIGNED}
                    valueLabel={project.developerId ? project.developerName?.trim() || project.developerEmail || t.unassigned : t.unassigned}
                    disabled={assign.isPending}
                    onValueChange={(developerId) =>
                      void run(() => assign.mutateAsync({ projectId: project.id, developerId }), t.developerAssigned, t.assignFailed)
                    }
                    aria-label={t.developerOf(client)}
                    className="h-9 w-44"
                  />
                </DataTableCell>
                <DataTableCell label={t.status}>
                  <Select
                    value={project.status}
                    disabled={setStatus.isPending}
                    onValueChange={(status) =>
                      void run(() => setStatus.mutateAsync({ projectId: project.id, status: status as ProjectStatus }), t.statusUpdated, t.statusFailed)
                    }
                  >
                    <SelectTrigger aria-label={t.statusOf(client)} className="h-9 w-40">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {PROJECT_STATUSES.map((status) => (
                        <SelectItem key={status} value={status}>
                          {PROJECT_STATUS_LABELS[status]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </DataTableCell>
                <DataTableCell className="md:text-right">
                  <span className="flex gap-2 md:justify-end">
                    <Link to="/admin/projects/$projectId" params={{ projectId: project.id }} className={buttonClasses('outline', 'sm')}>
                      {t.viewProgress}
                    </Link>
                    <Button variant="destructive-ghost" size="sm" onClick={() => setDeleting(project)} aria-label={t.deleteProject(client)}>
                      <Trash2 aria-hidden="true" />
                      {listsText.confirm.delete}
                    </Button>
                  </span>
                </DataTableCell>
              </DataTableRow>
            );
          })}
        </DataTableBody>
      </DataTable>
      <Pagination page={page} total={total} onPage={onPage} />
      <ConfirmDialog
        open={deleting !== null}
        title={t.confirmDeleteTitle}
        description={t.confirmDeleteDescription(deleting?.clientName?.trim() || deleting?.clientEmail || '')}
        busy={remove.isPending}
        onConfirm={() => {
          const target = deleting;
          if (target) void run(() => remove.mutateAsync({ projectId: target.id }), t.deleted, t.deleteFailed).then((ok) => ok && setDeleting(null));
        }}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </>
  );
}
