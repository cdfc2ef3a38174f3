import { useWatch, type Control } from 'react-hook-form';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { FormRadioGroupField } from '@/client/components/form/form-choice-fields';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { ClientPicker } from '../invoices/client-picker';
import type { QuoteEditorValues } from './quote-editor-values';

const t = quoteScreensText.editor;

const KIND_OPTIONS = [
  { value: 'new', label: t.newContact, description: t.newContactHint },
  { value: 'client', label: t.existingClient, description: t.existingClientHint },
] as const;

/** A new contact (name, company, email) or one of the clients; the fields of the other choice keep what was typed. */
export function RecipientFields({ control, clientLabel }: { control: Control<QuoteEditorValues, unknown, unknown>; clientLabel?: string }) {
  const kind = useWatch({ control, name: 'recipient.kind' });
  return (
    <div className="grid gap-4">
      <FormRadioGroupField control={control} name="recipient.kind" label={t.recipientKind} options={KIND_OPTIONS} />
      {kind === 'new' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField control={control} name="recipient.name" label={t.contactName} autoComplete="off" />
          <FormTextField control={control} name="recipient.company" label={t.companyName} autoComplete="off" />
          <FormTextField control={control} name="recipient.email" label={t.email} type="email" autoComplete="off" className="sm:col-span-2" />
        </div>
      ) : (
        <ClientPicker control={control} name="recipient.clientId" chosen={clientLabel} />
      )}
    </div>
  );
}
