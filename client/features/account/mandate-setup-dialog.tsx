import { toast } from '@/client/lib/toast';
import { mandateStatusLabel } from '@/src/domain/statuses';
import { mandateSchema } from '@/src/schemas/mandate';
import { nl } from '@/src/text/nl';
import { paymentsText } from '@/src/text/nl/payments';
import { accountPage } from '@/src/text/nl/account';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { IbanField } from './iban-field';

type MandateSetupDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-fills the account holder, e.g. with the name of the previous attempt. */
  defaultConsumerName: string;
};

/** Sets up (or retries) the SEPA direct-debit mandate with the account holder and IBAN. */
export function MandateSetupDialog({ open, onOpenChange, defaultConsumerName }: MandateSetupDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{accountPage.dialogTitle}</DialogTitle>
          <DialogDescription>{accountPage.dialogDescription}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from a clean form. */}
        {open && <MandateForm defaultConsumerName={defaultConsumerName} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function MandateForm({ defaultConsumerName, onDone }: { defaultConsumerName: string; onDone: () => void }) {
  const form = useAppForm({
    schema: mandateSchema,
    defaultValues: { consumerName: defaultConsumerName, iban: '' },
    failure: paymentsText.payments.mandateSetupFailed,
    invalid: (issues) => issues[0]?.message ?? nl.validation.allFieldsRequired,
  });
  // The router's query utils: the React hook's `utils.client` collides with our `client` router.
  const utils = useTrpcUtils();
  const setup = trpc.client.billing.setupMandate.useMutation();

  const onSubmit = form.submitWith(async (input) => {
    const view = await setup.mutateAsync(input);
    utils.client.billing.mandate.setData(undefined, view);
    toast.success(paymentsText.payments.mandateSet(mandateStatusLabel(view.status)));
    onDone();
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField control={form.control} name="consumerName" label={nl.onboardingPage.accountHolderName} autoComplete="name" />
      <IbanField control={form.control} name="iban" />
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onDone} disabled={setup.isPending}>
          {nl.generic.cancel}
        </Button>
        <Button type="submit" loading={setup.isPending}>
          {accountPage.dialogSubmit}
        </Button>
      </DialogFooter>
    </form>
  );
}
