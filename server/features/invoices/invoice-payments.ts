import { TRPCError } from '@trpc/server';
import { canPayByLink } from '@/src/domain/invoices';
import { invoicesText } from '@/src/text/nl/invoices';
import { invoiceMailsText as mailText } from '@/src/text/nl/invoice-mails';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { findInvoiceForCollection, listHoldingPayments, lockInvoice, setInvoiceStatus, type CollectableInvoice } from '@/db/queries/invoice-collection';
import { announceChargedBack, announceDebitFailed } from '@/db/queries/notify-money';
import type { Services } from '@/server/services';
import { openCheckout } from '@/server/payments/checkout';
import type { AfterRecording, PaymentFulfilment } from '@/server/payments/record-payment';
import { notifyAutomaticRefund } from '@/server/features/mails/payment-mails';
import { refundAutomatically } from '@/server/features/refunds/refund-payment';
import { sendChargedBack, sendPayLink } from './invoice-mails';

// The invoice's state follows the money it holds, so a repeated or late recording of a payment lands in the same place.

export const invoiceFulfilment: PaymentFulfilment<Services> = {
  async record(trx, change, services) {
    const { payment } = change;
    if (!payment.invoiceId) return undefined;
    const invoice = await lockInvoice(trx, payment.invoiceId);
    if (!invoice) return undefined;
    const now = services.clock.now();
    const after: AfterRecording[] = [];
    const holding = await listHoldingPayments(trx, invoice.id);
    // Money held where nothing is owed goes back: all of it for a cancelled invoice, every payment but the first otherwise.
    const reason = invoice.status === 'cancelled' ? refundText.refunds.cancelledInvoiceReason : refundText.refunds.duplicateReason;
    for (const surplus of invoice.status === 'cancelled' ? holding : holding.slice(1)) {
      after.push(() => refundForInvoice(services, surplus.id, invoice.invoiceNumber, reason));
    }

    if (invoice.status === 'cancelled') {
      // Stays cancelled: the money is on its way back.
    } else if (holding.length > 0) {
      // A payment holding money settles a pending, failed or charged-back invoice; a reversed chargeback restores Betaald the same way.
      if (invoice.status !== 'paid') await setInvoiceStatus(trx, invoice.id, 'paid', holding[0]!.paidAt ?? now);
    } else if (invoice.status === 'paid' && payment.status === 'paid') {
      // Nothing holds money any more because a debit was charged back: "Teruggeboekt", and one mail with a pay link.
      await setInvoiceStatus(trx, invoice.id, 'charged_back');
      await announceChargedBack(trx, invoice.id);
      after.push(() => mailAbout(services, invoice.id, sendChargedBack));
    } else if ((change.closedNow === 'failed' || change.closedNow === 'expired') && payment.method === 'directdebit' && invoice.status === 'pending') {
      // A failed or expired debit fails a pending invoice and mails the pay link; a debit closed as cancelled (on purpose, as a
      // cancellation does first) leaves the invoice to whoever cancelled it.
      await setInvoiceStatus(trx, invoice.id, 'failed');
      await announceDebitFailed(trx, invoice.id);
      after.push(() => mailAbout(services, invoice.id, (s, found) => sendPayLink(s, found, 'debitFailed')));
    }
    if (after.length === 0) return undefined;
    return async () => {
      for (const work of after) await work();
    };
  },
};

async function mailAbout(services: Services, invoiceId: string, send: (services: Services, invoice: CollectableInvoice) => Promise<void>) {
  const invoice = await findInvoiceForCollection(services.db, invoiceId);
  if (invoice) await send(services, invoice);
}

async function refundForInvoice(services: Services, paymentId: string, invoiceNumber: string, reason: string) {
  const amount = await refundAutomatically(services, paymentId, reason);
  if (!amount) return;
  const about = refundText.paymentMails.invoiceSubject(invoiceNumber);
  await notifyAutomaticRefund(services, { amount, about, reason, path: `/admin/invoices?q=${encodeURIComponent(invoiceNumber)}` });
}

/**
 * "Betalen": an open pay link is reused; a new one needs the invoice payable still, checked with it locked so a cancellation in between
 * wins. Throws PRECONDITION_FAILED for an invoice that is no longer open.
 */
export async function startInvoicePayLink(services: Services, invoice: { id: string; userId: string | null; invoiceNumber: string; totalAmount: string }) {
  if (!invoice.userId) throw new TRPCError({ code: 'NOT_FOUND', message: invoicesText.invoices.notFound });
  return openCheckout(services, {
    userId: invoice.userId,
    purchaseKey: `invoice:${invoice.id}`,
    payment: { kind: 'invoice', method: 'paylink', invoiceId: invoice.id, amount: invoice.totalAmount },
    description: mailText.invoiceMails.paymentDescription(invoice.invoiceNumber),
    returnTo: { path: '/invoices' },
    metadata: { invoiceId: invoice.id },
    guard: async (trx) => {
      const current = await lockInvoice(trx, invoice.id);
      if (!current || !canPayByLink(current)) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: invoicesText.invoices.notPayable });
    },
  });
}
