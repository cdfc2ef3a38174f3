import { TRPCError } from '@trpc/server';
import { canCancelInvoice } from '@/src/domain/statuses';
import { invoicesText } from '@/src/text/nl/invoices';
import { cancelInvoiceWithoutOpenPayments, findInvoiceStatus, listOpenInvoicePayments } from '@/db/queries/invoice-collection';
import type { Services } from '@/server/services';
import { recordPayment } from '@/server/payments/record-payment';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';

// An open debit or pay link is cancelled at the provider first; a refusal (the debit is being collected) leaves the invoice as it is.
// The final update checks nothing is open, so a pay link started meanwhile is cancelled next round; late money is sent back when recorded.

const ROUNDS = 20;
const RESERVATION_WAIT_MS = 100;

/** Spec 4 plus collection: a pending invoice moves to cancelled. Throws a TRPCError with the Dutch reason otherwise. */
export async function cancelInvoice(services: Services, invoice: { id: string; status: string }, source: ActivitySource = { actor: null, network: null }) {
  if (!canCancelInvoice(invoice.status)) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: invoicesText.invoices.onlyPendingCancel });
  for (let round = 0; round < ROUNDS; round++) {
    for (const open of await listOpenInvoicePayments(services.db, invoice.id)) {
      // Another request is still asking the provider for this one: wait for its id.
      if (!open.providerPaymentId) {
        await new Promise((resolve) => setTimeout(resolve, RESERVATION_WAIT_MS));
        continue;
      }
      const { cancelled } = await services.payments.cancelPayment(open.providerPaymentId);
      // Recorded either way: cancelled, or whatever made the provider refuse (paid, say).
      await recordPayment(services, open.providerPaymentId);
      if (!cancelled) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: invoicesText.invoices.alreadyCollecting });
    }
    const moved = await services.db.transaction().execute(async (trx) => {
      const cancelled = await cancelInvoiceWithoutOpenPayments(trx, invoice.id);
      if (cancelled) await recordActivity(trx, source, { kind: 'invoice_cancelled', invoiceId: invoice.id });
      return cancelled;
    });
    if (moved) return moved;
    const now = await findInvoiceStatus(services.db, invoice.id);
    if (!now || !canCancelInvoice(now.status)) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: invoicesText.invoices.onlyPendingCancel });
  }
  throw new TRPCError({ code: 'CONFLICT', message: invoicesText.invoices.cancelFailed });
}
