import { useNavigate } from '@tanstack/react-router';
import type { Control } from 'react-hook-form';
import { toast } from '@/client/lib/toast';
import { todayInAmsterdam } from '@/src/dates';
import { formatEuro } from '@/src/domain/money';
import { quoteDraftSchema, type QuoteDraft } from '@/src/schemas/quotes';
import type { QuoteDetail, QuoteOptions } from '@/src/schemas/quote-answers';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { FormRadioGroupField } from '@/client/components/form/form-choice-fields';
import { FormTextareaField, FormTextField } from '@/client/components/form/form-text-fields';
import { InvoiceLinesEditor, type WithLines } from '@/client/features/invoices/invoice-lines-editor';
import { trpc, useTrpcUtils } from '@/client/lib/trpc';
import { useAppForm } from '@/client/lib/use-app-form';
import { DraftSummary } from './draft-summary';
import { ModulePicker } from './module-picker';
import { RecipientFields } from './recipient-fields';
import { newQuoteValues, savedQuoteValues, type QuoteEditorValues } from './quote-editor-values';

const t = quoteScreensText.editor;

type Props = { options: QuoteOptions; quote?: QuoteDetail };

/**
 * "Nieuwe offerte" and editing a concept: recipient, package, modules, own lines, introduction and
 * valid-until, checked by the shared schema. A refusal keeps everything typed and marks its fields.
 */
export function QuoteEditor({ options, quote }: Props) {
  const navigate = useNavigate();
  const utils = useTrpcUtils();
  const create = trpc.admin.quotes.create.useMutation();
  const update = trpc.admin.quotes.update.useMutation();
  const form = useAppForm<QuoteEditorValues, QuoteDraft>({
    schema: quoteDraftSchema,
    defaultValues: quote ? savedQuoteValues(quote) : newQuoteValues(options),
    failure: t.saveFailed,
    invalid: t.invalid,
  });
  const control = form.control as Control<QuoteEditorValues, unknown, unknown>;
  const packageOptions = options.packages.map((option) => ({ value: option.type, label: t.packageOption(option.name, formatEuro(option.monthlyPrice)) }));

  const onSubmit = form.submitWith(async (draft) => {
    try {
      const saved = quote ? { ...(await update.mutateAsync({ id: quote.id, ...draft })), id: quote.id, number: quote.number } : await create.mutateAsync(draft);
      toast.success(quote ? t.saved : t.created(saved.number));
      await navigate({ to: '/admin/quotes/$quoteId', params: { quoteId: saved.id }, search: {} });
    } finally {
      await Promise.all([utils.admin.quotes.list.invalidate(), utils.admin.quotes.get.invalidate()]);
    }
  });

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate className="grid gap-6">
      <SectionCard title={t.recipient}>
        <RecipientFields control={control} clientLabel={quote?.recipient.kind === 'client' ? (quote.recipient.company ?? quote.recipient.name) : undefined} />
      </SectionCard>
      <SectionCard title={t.packageAndModules}>
        <div className="grid gap-6">
          <FormRadioGroupField control={control} name="packageType" label={t.package} options={packageOptions} />
          <ModulePicker control={control} modules={options.modules} />
        </div>
      </SectionCard>
      <SectionCard title={t.ownLines} description={t.ownLinesHint}>
        <InvoiceLinesEditor control={control as unknown as Control<WithLines, unknown, unknown>} legend={t.ownLines} minLines={0} />
      </SectionCard>
      <SectionCard title={t.introductionAndValidity}>
        <div className="grid gap-4">
          <FormTextareaField control={control} name="introduction" label={t.introduction} hint={t.introductionHint} rows={5} />
          <FormTextField control={control} name="validUntil" label={t.validUntil} type="date" min={todayInAmsterdam()} hint={t.validUntilHint} className="sm:max-w-xs" />
        </div>
      </SectionCard>
      <SectionCard title={t.summary}>
        <DraftSummary control={control} options={options} />
      </SectionCard>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => void navigate(quote ? { to: '/admin/quotes/$quoteId', params: { quoteId: quote.id }, search: {} } : { to: '/admin/quotes' })}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
