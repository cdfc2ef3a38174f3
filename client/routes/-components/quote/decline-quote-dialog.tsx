import { toast } from '@/client/lib/toast';
import { declineQuoteSchema } from '@/src/schemas/quotes';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { FormTextareaField } from '@/client/components/form/form-text-fields';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, FormDialogFooter } from '@/client/components/ui/dialog';
import { trpc } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';

const t = quoteScreensText.public;

type Props = { token: string; open: boolean; onOpenChange: (open: boolean) => void; onDeclined: () => void };

/** "Afwijzen": a reason may be given, none is needed. */
export function DeclineQuoteDialog({ token, open, onOpenChange, onDeclined }: Props) {
  const decline = trpc.quote.decline.useMutation();
  const form = useAppForm({ schema: declineQuoteSchema, defaultValues: { token, reason: '' }, failure: t.declineFailed });
  const onSubmit = form.submitWith(async (input) => {
    await decline.mutateAsync(input);
    toast.success(t.declined);
    onOpenChange(false);
    onDeclined();
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !decline.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.declineTitle}</DialogTitle>
          <DialogDescription>{t.declineDescription}</DialogDescription>
        </DialogHeader>
        <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormTextareaField control={form.control} name="reason" label={t.declineReason} rows={4} />
          <FormDialogFooter submitLabel={t.declineConfirm} pending={decline.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
