import { formatEuro } from '@/src/domain/money';
import { invoicesText } from '@/src/text/nl/invoices';

/** The total including VAT, with the amount excluding VAT beneath it. */
export function InvoiceAmount({ total, subtotal }: { total: string; subtotal: string }) {
  return (
    <span className="tabular-nums md:text-right">
      <span className="block font-medium">{formatEuro(total)}</span>
      <span className="block text-xs text-muted-foreground">
        {invoicesText.invoices.exclVat(formatEuro(subtotal))}
      </span>
    </span>
  );
}
