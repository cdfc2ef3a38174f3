import { toast } from '@/client/lib/toast';
import { refundSchema } from '@/src/schemas/refund';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { FormTextareaField, FormTextField } from '@/client/components/form/form-text-fields';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from '@/client/components/ui/dialog';
import { useAppForm } from '@/client/lib/use-app-form';

const t = refundText.refunds;

export type RefundValues = { amount: string; reason: string };

type Props = {
  /** What is refunded, as the title says it: "Terugbetalen factuur 2026-0007". */
  title: string | null;
  /** What may still go back, formatted ('€ 36,30'). */
  refundable: string;
  /** The amount the field starts with: everything that may still go back. */
  initialAmount: string;
  /** Sends the refund; resolves with the credit note's number. */
  onRefund: (values: RefundValues) => Promise<{ creditNote: { invoiceNumber: string } | null }>;
  onClose: () => void;
};

/** "Terugbetalen": an amount (all or part, VAT included) and a reason; the server refunds at the provider and makes the credit note. */
export function RefundDialog({ title, ...props }: Props) {
  return (
    <Dialog open={title !== null} onOpenChange={(next) => !next && props.onClose()}>
      <DialogContent>{title !== null && <RefundForm key={title} title={title} {...props} />}</DialogContent>
    </Dialog>
  );
}

function RefundForm({ title, refundable, initialAmount, onRefund, onClose }: Omit<Props, 'title'> & { title: string }) {
  const form = useAppForm({
    schema: refundSchema,
    defaultValues: { amount: initialAmount.replace('.', ','), reason: '' },
    failure: t.failed,
  });
  const onSubmit = form.submitWith(async (values) => {
    const { creditNote } = await onRefund(values);
    toast.success(creditNote ? t.done(creditNote.invoiceNumber) : t.submit);
    onClose();
  });
  return (
    <form ref={form.formRef} onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t.description(refundable)}</DialogDescription>
      </DialogHeader>
      <FormTextField control={form.control} name="amount" label={t.amount} inputMode="decimal" placeholder="0,00" autoComplete="off" required />
      <FormTextareaField control={form.control} name="reason" label={t.reason} placeholder={t.reasonPlaceholder} required />
      <FormDialogFooter submitLabel={t.submit} pending={form.formState.isSubmitting} />
    </form>
  );
}
