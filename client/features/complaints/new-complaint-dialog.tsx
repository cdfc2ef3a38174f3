import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { COMPLAINT_PRIORITIES, COMPLAINT_PRIORITY_LABELS, DEFAULT_COMPLAINT_PRIORITY, type ComplaintPriority } from '@/src/domain/statuses';
import { packageName } from '@/src/domain/packages';
import { formatDate } from '@/src/dates';
import { newComplaintSchema } from '@/src/schemas/complaint';
import { nl } from '@/src/text/nl';
import { FormSelectField, FormTextareaField, FormTextField } from '@/client/components/form/form-fields';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, FormDialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const t = nl.complaints;

type ProjectOption = { id: string; packageType: string; createdAt: Date };

const PRIORITY_OPTIONS = COMPLAINT_PRIORITIES.map((value) => ({ value, label: COMPLAINT_PRIORITY_LABELS[value] }));

/** "Nieuwe klacht" (spec 2): subject, description, priority and optionally one of the user's own projects. */
export function NewComplaintDialog({ projects }: { projects: readonly ProjectOption[] }) {
  const [open, setOpen] = useState(false);
  const create = trpc.complaints.create.useMutation();
  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t.newComplaint}
        </Button>
      </DialogTrigger>
      <DialogContent>{open && <NewComplaintForm projects={projects} create={create} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

type FormProps = { projects: readonly ProjectOption[]; create: ReturnType<typeof trpc.complaints.create.useMutation>; onDone: () => void };

function NewComplaintForm({ projects, create, onDone }: FormProps) {
  const utils = useTrpcUtils();
  const form = useAppForm({
    schema: newComplaintSchema,
    defaultValues: { subject: '', description: '', priority: DEFAULT_COMPLAINT_PRIORITY as ComplaintPriority, projectId: 'none' },
    failure: t.submitFailed,
    invalid: nl.validation.requiredFields,
  });
  // Two projects of one package read alike; their start date tells them apart.
  const projectOptions = [
    { value: 'none', label: t.noProject },
    ...projects.map((project) => ({ value: project.id, label: `${packageName(project.packageType)} (${formatDate(project.createdAt)})` })),
  ];

  const onSubmit = form.submitWith(async (values) => {
    await create.mutateAsync(values);
    toast.success(t.submitted);
    onDone();
    await utils.complaints.listOwn.invalidate();
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{t.newComplaint}</DialogTitle>
        <DialogDescription>{t.newComplaintDescription}</DialogDescription>
      </DialogHeader>
      <FormTextField control={form.control} name="subject" label={t.subject} maxLength={200} required />
      <FormTextareaField control={form.control} name="description" label={t.complaintDescription} rows={5} maxLength={5000} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField control={form.control} name="priority" label={t.priority} options={PRIORITY_OPTIONS} />
        <FormSelectField control={form.control} name="projectId" label={t.project} options={projectOptions} />
      </div>
      <FormDialogFooter submitLabel={t.submit} pending={create.isPending} />
    </form>
  );
}
