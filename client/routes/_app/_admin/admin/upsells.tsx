import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { Package, Pencil, Plus } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { validatePageSearch } from '@/src/schemas/list-search';
import { nl } from '@/src/text/nl';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { PageHeader } from '@/client/components/layout/page-header';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '@/client/components/ui/data-table';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/features/lists/pagination';
import { ModuleKindBadge, modulePrice } from '@/client/features/modules/module-price';
import { ensureQuery } from '@/client/lib/route-data';
import { errorMessage, trpc, useTrpcUtils } from '@/client/lib/trpc';
import { ModuleDialog, type ModuleRow } from './-components/upsells/module-dialog';

const t = moduleWords.adminModulesPage;

export const Route = createFileRoute('/_app/_admin/admin/upsells')({
  validateSearch: validatePageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context: { trpc, queryClient }, deps }) => ensureQuery(queryClient, trpc.admin.modules.list.queryOptions(deps)),
  component: UpsellsPage,
});

/** Upsell Modules (spec 2): newest first, add, edit, activate and deactivate. */
function UpsellsPage() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const [modules] = trpc.admin.modules.list.useSuspenseQuery({ page });
  const setActive = trpc.admin.modules.setActive.useMutation();
  const utils = useTrpcUtils();
  const [editing, setEditing] = useState<ModuleRow | 'new' | null>(null);

  async function toggle(module: ModuleRow) {
    try {
      await setActive.mutateAsync({ moduleId: module.id, isActive: !module.isActive });
      toast.success(module.isActive ? moduleWords.modules.deactivated : moduleWords.modules.activated);
    } catch (error) {
      toast.error(errorMessage(error, moduleWords.modules.activeFailed));
    } finally {
      await utils.admin.modules.list.invalidate();
    }
  }

  return (
    <>
      <PageHeader
        title={nl.pages.adminUpsells}
        description={t.description}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t.add}
          </Button>
        }
      />
      {modules.items.length === 0 ? (
        <EmptyState icon={Package} title={moduleWords.modules.none} />
      ) : (
        <>
          <DataTable aria-label={nl.pages.adminUpsells}>
            <DataTableHead columns={[{ label: t.columns.title }, { label: t.columns.price }, { label: t.columns.type }, { label: t.columns.status }, { label: t.columns.actions, className: 'text-right' }]} />
            <DataTableBody>
              {modules.items.map((module) => (
                <DataTableRow key={module.id} data-testid="module-row">
                  <DataTableCell className="font-medium">
                    <span className="block">{module.title}</span>
                    <span className="block text-xs font-normal text-muted-foreground">{module.description}</span>
                  </DataTableCell>
                  <DataTableCell label={t.columns.price}>
                    <span className="tabular-nums">{modulePrice(module.price, module.isRecurring)}</span>
                  </DataTableCell>
                  <DataTableCell label={t.columns.type}>
                    <ModuleKindBadge isRecurring={module.isRecurring} />
                  </DataTableCell>
                  <DataTableCell label={t.columns.status}>
                    <Badge tone={module.isActive ? 'success' : 'neutral'}>{module.isActive ? t.active : t.inactive}</Badge>
                  </DataTableCell>
                  <DataTableCell className="md:text-right">
                    <span className="flex flex-wrap gap-2 md:justify-end">
                      <Button variant="outline" size="sm" onClick={() => setEditing(module)}>
                        <Pencil aria-hidden="true" />
                        {t.edit}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => void toggle(module)} disabled={setActive.isPending}>
                        {module.isActive ? t.deactivate : t.activate}
                      </Button>
                    </span>
                  </DataTableCell>
                </DataTableRow>
              ))}
            </DataTableBody>
          </DataTable>
          <Pagination page={page} total={modules.total} onPage={(next) => void navigate({ search: next > 1 ? { page: next } : {} })} />
        </>
      )}
      <ModuleDialog open={editing !== null} module={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </>
  );
}
