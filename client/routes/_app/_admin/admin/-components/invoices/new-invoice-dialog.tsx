import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { useWatch, type Control } from 'react-hook-form';
import { addCalendarDays, formatDate, todayInAmsterdam } from '@/src/dates';
import { PAYMENT_TERM_DAYS } from '@/src/domain/invoices';
import { packageName } from '@/src/domain/packages';
import { DEFAULT_RECURRING_DAY, newInvoiceSchema, RECURRING_DAY_MAX, RECURRING_DAY_MIN } from '@/src/schemas/invoice';
import { nl } from '@/src/text/nl';
import { invoicesText } from '@/src/text/nl/invoices';
import { billingText } from '@/src/text/nl/billing';
import { Alert } from '@/client/components/ui/alert';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { FormCheckboxField, FormSelectField } from '@/client/components/form/form-choice-fields';
import { FormNumberField, FormTextField } from '@/client/components/form/form-text-fields';
import { errorMessage, trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { ClientPicker } from './client-picker';
import { EMPTY_LINE, InvoiceLinesEditor, type LineValues, type WithLines } from '@/client/features/invoices/invoice-lines-editor';

const t = invoicesText.invoices;

type Values = { userId: string; projectId: string; dueDate: string; lines: LineValues[]; isRecurring: boolean; recurringDay: number | null };

/** "Nieuwe factuur" (spec 2, 5): client, lines priced without VAT, due date, optionally a project, and "Terugkerend" on a day from 1 to 28. */
export function NewInvoiceDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t.newInvoice}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t.newInvoice}</DialogTitle>
          <DialogDescription>{t.newInvoiceDescription}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from a clean form. */}
        {open && <NewInvoiceForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** The chosen client's projects, and why an e-invoice to them would not go through Peppol. */
function ClientFacts({ control }: { control: Control<Values, unknown, unknown> }) {
  const userId = useWatch({ control, name: 'userId' });
  const facts = trpc.admin.invoices.client.useQuery({ userId }, { enabled: Boolean(userId) });
  const projects = facts.data?.projects ?? [];
  const obstacles = facts.data?.peppolObstacles ?? [];
  return (
    <>
      {projects.length > 0 && (
        <FormSelectField
          control={control}
          name="projectId"
          label={t.project}
          options={[{ value: 'none', label: t.noProject }, ...projects.map((project) => ({ value: project.id, label: t.projectOption(packageName(project.packageType), formatDate(project.createdAt)) }))]}
        />
      )}
      {obstacles.length > 0 && (
        <Alert tone="info" title={billingText.peppol.title}>
          {obstacles.map((obstacle) => billingText.peppol.obstacle[obstacle]).join('; ')}
        </Alert>
      )}
    </>
  );
}

function NewInvoiceForm({ onDone }: { onDone: () => void }) {
  const today = todayInAmsterdam();
  const form = useAppForm<Values, ReturnType<typeof newInvoiceSchema.parse>>({
    schema: newInvoiceSchema,
    defaultValues: { userId: '', projectId: 'none', dueDate: addCalendarDays(today, PAYMENT_TERM_DAYS), lines: [EMPTY_LINE], isRecurring: false, recurringDay: DEFAULT_RECURRING_DAY },
    failure: t.createFailed,
    // Spec 5: a missing field is "Vul alle velden in"; the fields say which ones.
    invalid: (issues) => (issues.some((issue) => issue.message === nl.validation.invoiceRequired) ? nl.validation.allFieldsRequired : (issues[0]?.message ?? nl.validation.allFieldsRequired)),
  });
  const utils = useTrpcUtils();
  const create = trpc.admin.invoices.create.useMutation();
  const isRecurring = useWatch({ control: form.control, name: 'isRecurring' });

  const onSubmit = form.submitWith(async (input) => {
    try {
      await create.mutateAsync(input);
    } catch (error) {
      toast.error(t.error, { description: errorMessage(error, t.createFailed) });
      return;
    } finally {
      await Promise.all([utils.admin.invoices.list.invalidate(), utils.admin.invoices.schedules.invalidate(), utils.admin.stats.get.invalidate()]);
    }
    toast.success(t.created);
    onDone();
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <ClientPicker control={form.control} name="userId" />
      <ClientFacts control={form.control} />
      <InvoiceLinesEditor control={form.control as unknown as Control<WithLines, unknown, unknown>} />
      <FormTextField control={form.control} name="dueDate" label={t.dueDate} type="date" min={today} hint={t.dueDateHint} className="sm:max-w-xs" />
      <FormCheckboxField control={form.control} name="isRecurring" label={t.recurring} />
      {isRecurring && (
        <FormNumberField control={form.control} name="recurringDay" label={t.recurringDay} hint={t.recurringHint} min={RECURRING_DAY_MIN} max={RECURRING_DAY_MAX} step={1} />
      )}
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          {nl.generic.cancel}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t.create}
        </Button>
      </DialogFooter>
    </form>
  );
}
