import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { COMPLAINT_PRIORITIES, COMPLAINT_PRIORITY_LABELS, DEFAULT_COMPLAINT_PRIORITY, type ComplaintPriority } from '@/src/domain/statuses';
import { packageName } from '@/src/domain/packages';
import { formatDate } from '@/src/dates';
import { newComplaintSchema } from '@/src/schemas/complaint';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { listsText } from '@/src/text/nl/lists';
import { complaintsText as complaintWords } from '@/src/text/nl/complaints';
import { projectDetailPage } from '@/src/text/nl/project-detail';
import { FormSelectField } from '@/client/components/form/form-choice-fields';
import { FormTextareaField, FormTextField } from '@/client/components/form/form-text-fields';
import { SearchSelect } from '@/client/components/ui/search-select';
import { FieldFrame } from '@/client/components/ui/text-field';
import { useMe } from '@/client/lib/session';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, FormDialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const t = complaintWords.complaints;

const PRIORITY_OPTIONS = COMPLAINT_PRIORITIES.map((value) => ({ value, label: COMPLAINT_PRIORITY_LABELS[value] }));

/** "Nieuwe klacht" (spec 2): subject, description, priority and optionally one of the user's own projects. */
export function NewComplaintDialog() {
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
      <DialogContent>{open && <NewComplaintForm create={create} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

type FormProps = { create: ReturnType<typeof trpc.complaints.create.useMutation>; onDone: () => void };

function NewComplaintForm({ create, onDone }: FormProps) {
  const utils = useTrpcUtils();
  const form = useAppForm({
    schema: newComplaintSchema,
    defaultValues: { subject: '', description: '', priority: DEFAULT_COMPLAINT_PRIORITY as ComplaintPriority, projectId: 'none' },
    failure: t.submitFailed,
    invalid: nl.validation.requiredFields,
  });

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
        <ProjectField control={form.control} name="projectId" />
      </div>
      <FormDialogFooter submitLabel={t.submit} pending={create.isPending} />
    </form>
  );
}

/**
 * A developer sees each project's client (and company), so projects of one package tell apart;
 * a client's own projects differ by package and start date.
 */
function ProjectField<T extends FieldValues, O>({ control, name }: { control: Control<T, unknown, O>; name: FieldPathByValue<T, string> }) {
  const { field } = useController({ control, name });
  const staff = useMe()?.role === 'developer';
  const [q, setQ] = useState('');
  const [chosenLabel, setChosenLabel] = useState<string>(t.noProject);
  const projects = trpc.complaints.projectOptions.useQuery({ q }, { placeholderData: keepPreviousData });
  const found = projects.data?.items ?? [];
  const total = projects.data?.total ?? 0;
  return (
    <FieldFrame label={t.project}>
      {(frame) => (
        <SearchSelect
          {...frame}
          ref={field.ref}
          value={field.value as string}
          valueLabel={chosenLabel}
          fixedOptions={[{ value: 'none', label: t.noProject }]}
          options={found.map((project) => {
            const client = [project.clientName?.trim(), project.companyName].filter(Boolean).join(' · ');
            const label = t.projectOption(packageName(project.packageType), formatDate(project.createdAt));
            return staff ? { value: project.id, label: client || projectText.project.unknownClient, description: label } : { value: project.id, label };
          })}
          onSearch={setQ}
          onValueChange={(value, label) => {
            field.onChange(value);
            setChosenLabel(label);
          }}
          searching={projects.isFetching}
          searchLabel={t.projectSearch}
          searchPlaceholder={projectDetailPage.newProject.clientSearchPlaceholder}
          emptyText={t.noProjects}
          moreText={total > found.length ? listsText.lists.moreFound(found.length, total) : undefined}
        />
      )}
    </FieldFrame>
  );
}
