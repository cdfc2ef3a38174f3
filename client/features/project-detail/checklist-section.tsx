import { useState } from 'react';
import { ListTodo, Trash2 } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { checklistProgress } from '@/src/domain/progress';
import { checklistText as checklistWords } from '@/src/text/nl/checklist';
import { projectDetailPage } from '@/src/text/nl/project-detail';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';
import { ChecklistAddDialog } from './checklist-add-dialog';
import { ChecklistQuickAdd } from './checklist-quick-add';

type Item = RouterOutputs['project']['checklist']['list'][number];

const t = projectDetailPage.checklist;

/**
 * Spec 2: the project's checklist with "x van y" and a percentage. Both staff roles tick items; the
 * admin adds through a dialog and deletes, the developer adds with a one-line form.
 */
export function ChecklistSection({ projectId, role }: { projectId: string; role: 'admin' | 'developer' }) {
  const [items] = trpc.project.checklist.list.useSuspenseQuery({ projectId });
  const setDone = trpc.project.checklist.setDone.useMutation();
  const remove = trpc.project.checklist.delete.useMutation();
  const utils = useTrpcUtils();
  const [deleting, setDeleting] = useState<Item | null>(null);
  const refresh = () => utils.project.checklist.list.invalidate({ projectId });

  async function onToggle(item: Item, isCompleted: boolean) {
    try {
      await setDone.mutateAsync({ projectId, itemId: item.id, isCompleted });
    } catch {
      // Spec 8: this toast names no server message.
      toast.error(checklistWords.checklist.toggleFailed);
    }
    await refresh();
  }

  async function onDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ projectId, itemId: deleting.id });
      toast.success(checklistWords.checklist.deleted);
      setDeleting(null);
    } catch {
      toast.error(checklistWords.checklist.deleteFailed);
    }
    await refresh();
  }

  const progress = checklistProgress(items);
  const label = t.progress(progress.done, progress.total);
  return (
    <SectionCard id="checklist" title={t.title} description={t.description} aside={role === 'admin' && <ChecklistAddDialog projectId={projectId} />}>
      <div className="grid grid-cols-1 gap-4">
        {items.length === 0 ? (
          <EmptyState icon={ListTodo} title={t.none} description={t.noneDescription} className="py-6" />
        ) : (
          <>
            <div className="grid grid-cols-1 gap-2" data-testid="checklist-progress">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="text-muted-foreground">{label}</span>
                <span className="font-semibold tabular-nums">{t.percent(progress.percent)}</span>
              </div>
              <ProgressBar percent={progress.percent} label={label} />
            </div>
            <ul className="grid grid-cols-1 divide-y rounded-xl border" data-testid="checklist">
              {items.map((item) => (
                <li key={item.id} className="flex items-start gap-2 p-3" data-testid="checklist-item" data-done={item.isCompleted}>
                  <CheckboxField
                    className="min-w-0 flex-1"
                    checked={item.isCompleted}
                    disabled={setDone.isPending && setDone.variables?.itemId === item.id}
                    onCheckedChange={(checked) => void onToggle(item, checked === true)}
                    label={
                      <span className="grid gap-0.5">
                        <span className={item.isCompleted ? 'text-muted-foreground line-through' : undefined}>{item.title}</span>
                        {item.description && <span className="text-sm font-normal text-muted-foreground wrap-anywhere">{item.description}</span>}
                      </span>
                    }
                  />
                  {role === 'admin' && (
                    <Button variant="ghost" size="icon" aria-label={t.deleteItem(item.title)} onClick={() => setDeleting(item)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        {role === 'developer' && <ChecklistQuickAdd projectId={projectId} />}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t.confirmDeleteTitle}
        description={deleting ? t.confirmDeleteDescription(deleting.title) : ''}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </SectionCard>
  );
}
