import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { useWatch } from 'react-hook-form';
import { DEFAULT_RECURRING_DAY, newInvoiceSchema, RECURRING_DAY_MAX, RECURRING_DAY_MIN } from '@/src/schemas/invoice';
import { nl } from '@/src/text/nl';
import { invoicesText } from '@/src/text/nl/invoices';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { FormCheckboxField } from '@/client/components/form/form-choice-fields';
import { FormNumberField, FormTextareaField, FormTextField } from '@/client/components/form/form-text-fields';
import { errorMessage, trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { ClientPicker } from './client-picker';

const t = invoicesText.invoices;

/** "Nieuwe factuur" (spec 2, 5): client, amount excluding VAT, description, and "Terugkerend" on a day from 1 to 28. */
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
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
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

function NewInvoiceForm({ onDone }: { onDone: () => void }) {
  const form = useAppForm({
    schema: newInvoiceSchema,
    defaultValues: { userId: '', amount: '', description: '', isRecurring: false, recurringDay: DEFAULT_RECURRING_DAY as number | null },
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
      <FormTextField control={form.control} name="amount" label={t.amountExclVat} inputMode="decimal" placeholder="0,00" autoComplete="off" />
      <FormTextareaField control={form.control} name="description" label={t.description} rows={2} />
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
