import { useWatch, type Control } from 'react-hook-form';
import { formatEuro } from '@/src/domain/money';
import type { QuoteOptions } from '@/src/schemas/quote-answers';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { draftTotals, type QuoteEditorValues } from './quote-editor-values';

const t = quoteScreensText.amounts;

/** The monthly and one-off totals of what is filled in so far, excl. and incl. btw. */
export function DraftSummary({ control, options }: { control: Control<QuoteEditorValues, unknown, unknown>; options: QuoteOptions }) {
  const [packageType, moduleIds, lines] = useWatch({ control, name: ['packageType', 'moduleIds', 'lines'] });
  const totals = draftTotals({ packageType, moduleIds, lines }, options);
  const rows = [
    { label: t.monthly, totals: totals.monthly },
    { label: t.oneOff, totals: totals.oneOff },
  ];
  return (
    <dl className="grid gap-3 text-sm tabular-nums" aria-live="polite" data-testid="quote-draft-totals">
      {rows.map((row) => (
        <div key={row.label} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
          <dt className="font-medium">{row.label}</dt>
          <dd className="text-right font-semibold">{`${formatEuro(row.totals.total)} ${t.inclVat}`}</dd>
          <dt className="sr-only">{`${row.label} ${t.exclVat}`}</dt>
          <dd className="col-span-2 text-right text-xs text-muted-foreground">{`${formatEuro(row.totals.subtotal)} ${t.exclVat}`}</dd>
        </div>
      ))}
    </dl>
  );
}
