import { Plus } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { checklistItemSchema } from '@/src/schemas/checklist';
import { checklistText as checklistWords } from '@/src/text/nl/checklist';
import { projectDetailPage } from '@/src/text/nl/project-detail';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { Button } from '@/client/components/ui/button';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const t = projectDetailPage.checklist;
const titleOnly = checklistItemSchema.pick({ title: true });

/** The developer's one-line add form; an empty title is ignored without a message (spec 5). */
export function ChecklistQuickAdd({ projectId }: { projectId: string }) {
  const utils = useTrpcUtils();
  const add = trpc.project.checklist.add.useMutation();
  const form = useAppForm({ schema: titleOnly, defaultValues: { title: '' }, failure: checklistWords.checklist.addFailed });
  const submit = form.submitWith(async ({ title }) => {
    await add.mutateAsync({ projectId, title });
    form.reset();
    toast.success(checklistWords.checklist.added);
    await utils.project.checklist.list.invalidate({ projectId });
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      onSubmit={(event) => {
        if (form.getValues('title').trim() === '') {
          event.preventDefault();
          return;
        }
        void submit(event);
      }}
    >
      <FormTextField control={form.control} name="title" label={t.newItemLabel} placeholder={t.newItemPlaceholder} maxLength={200} className="min-w-0 flex-1" />
      <Button type="submit" variant="outline" loading={add.isPending} className="sm:mt-7">
        <Plus aria-hidden="true" />
        {t.addButton}
      </Button>
    </form>
  );
}
