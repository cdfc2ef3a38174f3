import { useState } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { keepPreviousData } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { formatEuro } from '@/src/domain/money';
import { PACKAGE_TYPES, PACKAGES, type PackageType } from '@/src/domain/packages';
import { newProjectSchema } from '@/src/schemas/project';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { projectDetailPage } from '@/src/text/nl/project-detail';
import { FormRadioGroupField } from '@/client/components/form/form-choice-fields';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, FormDialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
import { FieldFrame } from '@/client/components/ui/text-field';
import { SearchBox } from '@/client/features/lists/search-box';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { DeveloperSelect } from './developer-select';

const t = projectDetailPage.newProject;

const PACKAGE_OPTIONS = PACKAGE_TYPES.map((type) => ({
  value: type,
  label: PACKAGES[type].name,
  description: projectText.project.perMonth(formatEuro(PACKAGES[type].monthlyPrice)),
}));

/** "Nieuw project" (spec 2, 5): a client searched on the server, a package and an optional developer. */
export function NewProjectDialog() {
  const [open, setOpen] = useState(false);
  const create = trpc.admin.projects.create.useMutation();
  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {projectText.project.newProject}
        </Button>
      </DialogTrigger>
      <DialogContent>{open && <NewProjectForm create={create} onDone={() => setOpen(false)} />}</DialogContent>
    </Dialog>
  );
}

type Client = { id: string; fullName: string | null; email: string; companyName: string | null };

function clientOption(client: Client) {
  return {
    value: client.id,
    label: client.fullName?.trim() || client.email,
    description: [client.email, client.companyName].filter(Boolean).join(' · '),
  };
}

type NewProjectFormProps = { create: ReturnType<typeof trpc.admin.projects.create.useMutation>; onDone: () => void };

function NewProjectForm({ create, onDone }: NewProjectFormProps) {
  const utils = useTrpcUtils();
  const [q, setQ] = useState('');
  // The chosen client stays offered while another search no longer finds them.
  const [chosen, setChosen] = useState<Client | null>(null);
  const clients = trpc.admin.users.list.useQuery({ role: 'client', withoutRole: true, q, page: 1 }, { placeholderData: keepPreviousData });
  const found = clients.data?.items ?? [];
  const offered = chosen && !found.some((client) => client.id === chosen.id) ? [chosen, ...found] : found;

  const form = useAppForm({
    schema: newProjectSchema,
    defaultValues: { clientId: '', packageType: null as PackageType | null, developerId: 'none' },
    failure: projectText.project.createFailed,
    invalid: nl.validation.newProjectRequired,
  });

  const onSubmit = form.submitWith(async (values) => {
    await create.mutateAsync(values);
    toast.success(projectText.project.adminCreated);
    onDone();
    await Promise.all([utils.admin.projects.list.invalidate(), utils.admin.agenda.get.invalidate(), utils.admin.stats.invalidate()]);
  });

  return (
    <form ref={form.formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{t.title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3">
        <SearchBox value={q} onSearch={setQ} placeholder={t.clientSearchPlaceholder} label={t.clientSearch} />
        {/* The search answers as the admin types; the first answer came with the dialog. */}
        {clients.isPending && <Spinner className="mx-auto size-5" />}
        {clients.isSuccess && offered.length === 0 && <p className="text-sm text-muted-foreground">{t.noClients}</p>}
        {offered.length > 0 && (
          <div className="max-h-60 overflow-y-auto rounded-lg border p-3" data-testid="client-picker">
            <FormRadioGroupField
              control={form.control}
              name="clientId"
              label={t.client}
              options={offered.map(clientOption)}
              onValueChange={(id) => setChosen(offered.find((client) => client.id === id) ?? null)}
            />
          </div>
        )}
        {clients.data && clients.data.total > found.length && <p className="text-xs text-muted-foreground">{t.moreClients(found.length, clients.data.total)}</p>}
      </div>
      <FormRadioGroupField control={form.control} name="packageType" label={t.package} options={PACKAGE_OPTIONS} inline />
      <DeveloperField control={form.control} name="developerId" />
      <FormDialogFooter submitLabel={t.create} pending={create.isPending} />
    </form>
  );
}

/** "Developer (optioneel)": searched on the server like the table's selects. */
function DeveloperField<T extends FieldValues, O>({ control, name }: { control: Control<T, unknown, O>; name: FieldPathByValue<T, string> }) {
  const { field } = useController({ control, name });
  const [chosenLabel, setChosenLabel] = useState<string>(projectText.project.unassigned);
  return (
    <FieldFrame label={t.developer}>
      {(frame) => (
        <DeveloperSelect
          {...frame}
          ref={field.ref}
          value={field.value as string}
          valueLabel={chosenLabel}
          onValueChange={(value, label) => {
            field.onChange(value);
            setChosenLabel(label);
          }}
        />
      )}
    </FieldFrame>
  );
}
