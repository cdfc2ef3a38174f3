import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { checklistItemSchema } from '@/src/schemas/checklist';
import { checklistText as checklistWords } from '@/src/text/nl/checklist';
import { projectDetailPage } from '@/src/text/nl/project-detail';
import { FormTextareaField, FormTextField } from '@/client/components/form/form-text-fields';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, FormDialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const t = projectDetailPage.checklist;

/** The admin's "add item" (spec 2, 5): a trimmed title ("Titel is verplicht") and an optional description. */
export function ChecklistAddDialog({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const add = trpc.project.checklist.add.useMutation();
  return (
    <Dialog open={open} onOpenChange={(next) => !add.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="self-start">
          <Plus aria-hidden="true" />
          {t.add}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {/* Mounted per opening, so every opening starts empty. */}
        {open && <AddForm projectId={projectId} add={add} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

type AddFormProps = { projectId: string; add: ReturnType<typeof trpc.project.checklist.add.useMutation>; onDone: () => void };

function AddForm({ projectId, add, onDone }: AddFormProps) {
  const utils = useTrpcUtils();
  const form = useAppForm({ schema: checklistItemSchema, defaultValues: { title: '', description: '' }, failure: checklistWords.checklist.addFailed });
  const onSubmit = form.submitWith(async (values) => {
    await add.mutateAsync({ projectId, ...values });
    toast.success(checklistWords.checklist.added);
    onDone();
    await utils.project.checklist.list.invalidate({ projectId });
  });

  return (
    <form ref={form.formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t.addTitle}</DialogTitle>
        <DialogDescription>{t.addDescription}</DialogDescription>
      </DialogHeader>
      <FormTextField control={form.control} name="title" label={t.titleLabel} required maxLength={200} />
      <FormTextareaField control={form.control} name="description" label={t.descriptionLabel} rows={3} />
      <FormDialogFooter submitLabel={t.addButton} pending={add.isPending} />
    </form>
  );
}
