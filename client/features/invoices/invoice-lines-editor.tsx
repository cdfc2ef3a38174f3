import { useController, useFormState, useWatch, type Control } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { formatEuro, readMoneyInput, centsToMoney } from '@/src/domain/money';
import { formatVatRate } from '@/src/domain/invoices';
import { lineAmount, lineTotals, readQuantityInput, VAT_CHOICES, vatOfChoice, type InvoiceLine, type VatChoice } from '@/src/domain/invoice-lines';
import { invoiceLinesText } from '@/src/text/nl/invoice-lines';
import { Button } from '@/client/components/ui/button';
import { FormSelectField } from '@/client/components/form/form-choice-fields';
import { FormTextField } from '@/client/components/form/form-text-fields';

const t = invoiceLinesText.lines;

export type LineValues = { description: string; quantity: string; unitPrice: string; vat: VatChoice };
export type WithLines = { lines: LineValues[] };

export const EMPTY_LINE: LineValues = { description: '', quantity: '1', unitPrice: '', vat: '21' };

const VAT_OPTIONS = VAT_CHOICES.map((choice) => ({ value: choice, label: t.vatChoice[choice] }));

/** A typed line as the domain reads it, or null while its quantity or price is no number yet. */
function parsedLine(values: LineValues): InvoiceLine | null {
  const quantity = readQuantityInput(values.quantity);
  const price = readMoneyInput(values.unitPrice);
  if (quantity === null || price === null) return null;
  return { description: values.description, quantity: centsToMoney(quantity), unitPrice: centsToMoney(price), ...vatOfChoice(values.vat) };
}

type EditorProps = {
  control: Control<WithLines, unknown, unknown>;
  /** The fieldset's name; "Regels" unless said otherwise. */
  legend?: string;
  /** Lines that stay: an invoice keeps one, a quote may have none of its own. */
  minLines?: 0 | 1;
};

/**
 * The lines of an invoice (or a quote's own lines): description, quantity, price per unit without VAT
 * and the VAT rate each, with "Regel toevoegen", and the subtotal, VAT per rate and total worked out as the server will.
 */
export function InvoiceLinesEditor({ control, legend = t.title, minLines = 1 }: EditorProps) {
  // The list through the controller the form's fields already use (useFieldArray would add its code
  // to the form library's shared file, which the sign-in page loads): adding and removing set it whole.
  const { field: list } = useController({ control, name: 'lines' });
  const values = list.value;
  const append = (line: LineValues) => list.onChange([...values, line]);
  const remove = (index: number) => list.onChange(values.filter((_, at) => at !== index));
  const { errors } = useFormState({ control, name: 'lines' });
  // What is typed in the lines' own fields, as it is typed (the list's controller hears only adding and removing).
  const typed = useWatch({ control, name: 'lines' });
  const parsed = typed.map(parsedLine);
  const totals = lineTotals(parsed.filter((line): line is InvoiceLine => line !== null));
  const listError = errors.lines?.root?.message ?? errors.lines?.message;
  return (
    <fieldset className="grid gap-3" data-testid="invoice-lines">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {values.map((_, index) => {
        const line = parsed[index];
        return (
          <div key={index} className="grid gap-3 rounded-lg border p-3" data-testid="invoice-line">
            <div className="flex items-end gap-2">
              <FormTextField control={control} name={`lines.${index}.description`} label={`${t.description} (${t.lineOf(index + 1).toLowerCase()})`} className="min-w-0 flex-1" autoComplete="off" />
              {values.length > minLines && (
                <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={t.removeOf(index + 1)} className="mb-0.5">
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </div>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-[5rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
              <FormTextField control={control} name={`lines.${index}.quantity`} label={t.quantity} inputMode="decimal" autoComplete="off" />
              <FormTextField control={control} name={`lines.${index}.unitPrice`} label={t.unitPrice} inputMode="decimal" placeholder="0,00" autoComplete="off" />
              <FormSelectField control={control} name={`lines.${index}.vat`} label={t.vat} options={VAT_OPTIONS} />
              <div className="grid gap-2 text-right">
                <span className="text-sm font-medium">{t.lineAmount}</span>
                <output className="py-2 tabular-nums" aria-label={`${t.lineAmount} ${t.lineOf(index + 1).toLowerCase()}`}>
                  {line ? formatEuro(lineAmount(line)) : '—'}
                </output>
              </div>
            </div>
          </div>
        );
      })}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => append(EMPTY_LINE)}>
        <Plus aria-hidden="true" />
        {t.add}
      </Button>
      {listError && <p className="text-sm text-destructive">{listError}</p>}
      <dl className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums" aria-live="polite" data-testid="invoice-totals">
        <dt>{t.subtotal}</dt>
        <dd className="text-right">{formatEuro(totals.subtotal)}</dd>
        {totals.groups.map((group) => (
          <div key={`${group.vatRate}-${group.reverseCharge}`} className="contents">
            <dt>{group.reverseCharge ? t.reverseCharged : t.vatOf(`${formatVatRate(group.vatRate)}%`)}</dt>
            <dd className="text-right">{formatEuro(group.vat)}</dd>
          </div>
        ))}
        <dt className="font-semibold">{t.total}</dt>
        <dd className="text-right font-semibold">{formatEuro(totals.total)}</dd>
      </dl>
    </fieldset>
  );
}
