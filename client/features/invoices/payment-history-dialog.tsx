import { formatDateTime } from '@/src/dates';
import { formatEuro, moneyToCents } from '@/src/domain/money';
import { PAYMENT_EVENT_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type PaymentEventKind, type PaymentMethod, type PaymentStatus } from '@/src/domain/statuses';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { Badge } from '@/client/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/client/components/ui/dialog';
import { OnDemandData } from '@/client/components/ui/on-demand-data';
import { trpc } from '@/client/lib/trpc';

const t = refundText.paymentHistory;

type History = {
  id: string;
  method: PaymentMethod;
  amount: string;
  status: PaymentStatus;
  chargedBackAmount: string;
  events: {
    id: string;
    kind: PaymentEventKind;
    amount: string | null;
    createdAt: Date;
  }[];
  refunds: {
    id: string;
    amount: string;
    reason: string;
    status: string;
    automatic: boolean;
    createdAt: Date;
    creditNoteNumber: string | null;
  }[];
}[];

type Props = {
  invoice: { id: string; invoiceNumber: string } | null;
  onClose: () => void;
};

/** The admin's view of an invoice's payments: each with what happened to it, chargebacks, reversals and refunds included. */
export function AdminPaymentHistoryDialog({ invoice, onClose }: Props) {
  const history = trpc.admin.invoices.history.useQuery({ invoiceId: invoice?.id ?? '' }, { enabled: invoice !== null });
  return <PaymentHistoryDialog invoice={invoice} onClose={onClose} query={history} />;
}

/** The client's view of the payments of their own invoice. */
export function ClientPaymentHistoryDialog({ invoice, onClose }: Props) {
  const history = trpc.client.invoices.history.useQuery({ invoiceId: invoice?.id ?? '' }, { enabled: invoice !== null });
  return <PaymentHistoryDialog invoice={invoice} onClose={onClose} query={history} />;
}

type Query = {
  data: History | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

function PaymentHistoryDialog({ invoice, onClose, query }: Props & { query: Query }) {
  return (
    <Dialog open={invoice !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{invoice ? t.title(invoice.invoiceNumber) : ''}</DialogTitle>
          <DialogDescription className="sr-only">{invoice ? t.title(invoice.invoiceNumber) : ''}</DialogDescription>
        </DialogHeader>
        <OnDemandData query={query}>
          {(history) =>
            history.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t.none}</p>
            ) : (
              <ol className="grid gap-4" data-testid="payment-history">
                {history.map((payment) => (
                  <li key={payment.id} className="rounded-lg border p-3">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {PAYMENT_METHOD_LABELS[payment.method]}
                      <span className="tabular-nums">{formatEuro(payment.amount)}</span>
                      <Badge tone={payment.status === 'paid' ? 'success' : payment.status === 'failed' ? 'danger' : 'neutral'}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
                      {moneyToCents(payment.chargedBackAmount) > 0 && <Badge tone="danger">{t.chargedBack(formatEuro(payment.chargedBackAmount))}</Badge>}
                    </p>
                    <ul className="mt-2 grid gap-1 text-sm">
                      {payment.events.map((event) => (
                        <li key={event.id} className="flex flex-wrap justify-between gap-x-4" data-testid="payment-event">
                          <span>
                            {PAYMENT_EVENT_LABELS[event.kind]}
                            {event.amount && event.kind !== 'created' ? ` · ${formatEuro(event.amount)}` : ''}
                          </span>
                          <span className="text-muted-foreground tabular-nums">{formatDateTime(event.createdAt)}</span>
                        </li>
                      ))}
                    </ul>
                    {payment.refunds.length > 0 && (
                      <ul className="mt-2 grid gap-1 border-t pt-2 text-sm" aria-label={t.refundsTitle}>
                        {payment.refunds.map((refund) => (
                          <li key={refund.id}>
                            {t.refunded(formatEuro(refund.amount))} · {refund.reason}
                            {refund.automatic ? ` (${t.automatic})` : ''}
                            {refund.creditNoteNumber ? ` · ${t.creditNote(refund.creditNoteNumber)}` : ''}
                            {refund.status === 'failed' ? ` · ${t.refundFailed}` : ''}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            )
          }
        </OnDemandData>
      </DialogContent>
    </Dialog>
  );
}
