import { toast } from '@/client/lib/toast';
import { moduleSchema } from '@/src/schemas/module';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { FormCheckboxField } from '@/client/components/form/form-choice-fields';
import { FormNumberField, FormTextareaField, FormTextField } from '@/client/components/form/form-text-fields';
import { Dialog, DialogContent, FormDialogFooter, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { trpc, useTrpcUtils, type RouterOutputs } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const t = moduleWords.adminModulesPage;
export type ModuleRow = RouterOutputs['admin']['modules']['list']['items'][number];

/** Add (module null) or edit a module: title, description and price required; the price exact, step 0.01, at least 0. */
export function ModuleDialog({ open, module, onClose }: { open: boolean; module: ModuleRow | null; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>{open && <ModuleForm key={module?.id ?? 'new'} module={module} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function ModuleForm({ module, onClose }: { module: ModuleRow | null; onClose: () => void }) {
  const utils = useTrpcUtils();
  const create = trpc.admin.modules.create.useMutation();
  const update = trpc.admin.modules.update.useMutation();
  const form = useAppForm({
    schema: moduleSchema,
    defaultValues: {
      title: module?.title ?? '',
      description: module?.description ?? '',
      price: module ? Number(module.price) : (null as number | null),
      isRecurring: module?.isRecurring ?? false,
    },
    failure: module ? moduleWords.modules.updateFailed : moduleWords.modules.addFailed,
  });

  const onSubmit = form.submitWith(async (values) => {
    try {
      if (module) {
        await update.mutateAsync({ moduleId: module.id, title: values.title, description: values.description, price: values.price, isRecurring: values.isRecurring });
        toast.success(moduleWords.modules.updated);
      } else {
        await create.mutateAsync(values);
        toast.success(moduleWords.modules.added);
      }
      onClose();
    } finally {
      await Promise.all([utils.admin.modules.list.invalidate(), utils.admin.stats.get.invalidate()]);
    }
  });

  const pending = create.isPending || update.isPending;
  return (
    <form ref={form.formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{module ? t.editTitle : t.addTitle}</DialogTitle>
      </DialogHeader>
      <FormTextField control={form.control} name="title" label={t.title} required />
      <FormTextareaField control={form.control} name="description" label={t.descriptionLabel} required />
      <FormNumberField control={form.control} name="price" label={t.price} step="0.01" min="0" required />
      <FormCheckboxField control={form.control} name="isRecurring" label={t.recurring} />
      <FormDialogFooter submitLabel={t.save} pending={pending} />
    </form>
  );
}
