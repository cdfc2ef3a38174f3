import { formatEuro } from '@/src/domain/money';
import { formatVatRate } from '@/src/domain/invoices';
import { formatQuantity, lineAmount, quantityHundredths } from '@/src/domain/invoice-lines';
import type { QuoteDetail } from '@/src/schemas/quote-answers';
import { invoiceLinesText } from '@/src/text/nl/invoice-lines';
import { quoteScreensText } from '@/src/text/nl/quote-screens';
import { cn } from '@/client/lib/class-names';

const t = quoteScreensText.amounts;
const lineText = invoiceLinesText.lines;

type Line = Omit<QuoteDetail['lines'][number], 'moduleId'>;
type Totals = QuoteDetail['totals'];

function vatLabel(line: Pick<Line, 'vatRate' | 'reverseCharge'>): string {
  return line.reverseCharge ? lineText.reverseCharged : `${formatVatRate(line.vatRate)}%`;
}

/** One group of lines (one-off or monthly) as a list that reads the same at 390 px and on a wide screen. */
function LineList({ title, lines }: { title: string; lines: readonly Line[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="grid divide-y rounded-lg border">
        {lines.map((line, index) => (
          <li key={index} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <span className="min-w-0 break-words">
              {line.description}
              {quantityHundredths(line.quantity) !== 100 && <span className="text-muted-foreground">{` × ${formatQuantity(line.quantity)}`}</span>}
            </span>
            <span className="flex shrink-0 items-baseline gap-3 tabular-nums">
              <span className="text-xs text-muted-foreground">{`${t.vat} ${vatLabel(line)}`}</span>
              <span className="font-medium">{formatEuro(lineAmount(line))}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Excl. btw, btw and incl. btw of one group. */
function TotalsList({ label, totals, testId }: { label: string; totals: Totals['oneOff']; testId: string }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums" data-testid={testId} aria-label={label}>
      <dt className="col-span-2 font-semibold">{label}</dt>
      <dt className="text-muted-foreground">{t.exclVat}</dt>
      <dd className="text-right">{formatEuro(totals.subtotal)}</dd>
      <dt className="text-muted-foreground">{t.vat}</dt>
      <dd className="text-right">{formatEuro(totals.vat)}</dd>
      <dt className="font-medium">{t.inclVat}</dt>
      <dd className="text-right font-semibold">{formatEuro(totals.total)}</dd>
    </dl>
  );
}

/**
 * A quote's lines, the monthly ones (package, recurring modules) apart from the one-off ones, and
 * both totals excluding and including btw, as the server priced them.
 */
export function QuoteContents({ lines, totals, className }: { lines: readonly Line[]; totals: Totals; className?: string }) {
  const monthly = lines.filter((line) => line.recurring);
  const oneOff = lines.filter((line) => !line.recurring);
  return (
    <div className={cn('grid gap-5', className)}>
      {monthly.length > 0 && <LineList title={t.monthly} lines={monthly} />}
      {oneOff.length > 0 && <LineList title={t.oneOff} lines={oneOff} />}
      <div className="grid gap-4 rounded-lg bg-muted/40 p-4 sm:grid-cols-2">
        <TotalsList label={t.monthly} totals={totals.monthly} testId="quote-monthly-totals" />
        <TotalsList label={t.oneOff} totals={totals.oneOff} testId="quote-one-off-totals" />
      </div>
    </div>
  );
}
