import { refundsText as refundText } from '@/src/text/nl/refunds';

/** An invoice's number; for an invoice (not a credit note) a button that opens its payments and their history. */
export function InvoiceNumber({ invoice, onHistory }: { invoice: { invoiceNumber: string; kind: string }; onHistory: () => void }) {
  if (invoice.kind !== 'invoice') return <>{invoice.invoiceNumber}</>;
  return (
    <button
      type="button"
      onClick={onHistory}
      aria-label={refundText.paymentHistory.openOf(invoice.invoiceNumber)}
      title={refundText.paymentHistory.open}
      className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {invoice.invoiceNumber}
    </button>
  );
}
