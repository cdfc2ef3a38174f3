import { nl } from '@/src/text/nl';

/** An invoice's description; a credit note's says first which invoice it credits. */
export function InvoiceDescription({ invoice }: { invoice: { description: string; kind: string; creditForNumber: string | null } }) {
  return (
    <span className="break-words">
      {invoice.kind === 'credit_note' && invoice.creditForNumber && (
        <span className="block text-xs font-medium text-muted-foreground">{nl.invoices.creditFor(invoice.creditForNumber)}</span>
      )}
      {invoice.description}
    </span>
  );
}
