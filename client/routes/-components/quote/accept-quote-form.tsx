import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { toast } from '@/client/lib/toast';
import { acceptQuoteSchema } from '@/src/schemas/quotes';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { Button } from '@/client/components/ui/button';
import { FormCheckboxField } from '@/client/components/form/form-choice-fields';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { trpc, type RouterOutputs } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { DeclineQuoteDialog } from './decline-quote-dialog';

const t = quoteScreensText.public;

export type AcceptAnswer = RouterOutputs['quote']['accept'];

type Props = { token: string; onAccepted: (answer: AcceptAnswer) => void; onDeclined: () => void };

/** A simple electronic signature: the full name typed and the agreement ticked; or "Afwijzen" with an optional reason. */
export function AcceptQuoteForm({ token, onAccepted, onDeclined }: Props) {
  const accept = trpc.quote.accept.useMutation();
  const [declining, setDeclining] = useState(false);
  const form = useAppForm({
    schema: acceptQuoteSchema,
    defaultValues: { token, fullName: '', agree: false as boolean },
    failure: t.acceptFailed,
  });

  const onSubmit = form.submitWith(async (input) => {
    const answer = await accept.mutateAsync(input);
    toast.success(t.accepted);
    onAccepted(answer);
  });

  return (
    <section aria-labelledby="decide-heading" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="decide-heading" className="text-lg font-semibold">
        {t.decideTitle}
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">{t.decideDescription}</p>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormTextField control={form.control} name="fullName" label={t.fullName} autoComplete="name" className="sm:max-w-sm" />
        <FormCheckboxField control={form.control} name="agree" label={t.agree} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="outline" onClick={() => setDeclining(true)} disabled={accept.isPending}>
            <X aria-hidden="true" />
            {t.decline}
          </Button>
          <Button type="submit" size="lg" loading={accept.isPending}>
            {!accept.isPending && <Check aria-hidden="true" />}
            {t.accept}
          </Button>
        </div>
      </form>
      <DeclineQuoteDialog token={token} open={declining} onOpenChange={setDeclining} onDeclined={onDeclined} />
    </section>
  );
}
