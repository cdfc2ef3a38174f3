import { TRPCError } from '@trpc/server';
import { moneyToCents } from '@/src/domain/money';
import { lineTotals, paidSaleLine, vatOfRate } from '@/src/domain/invoice-lines';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { addPurchasedModule, isModuleOwned, setPurchaseChargedBack } from '@/db/queries/modules';
import { announceModuleBought } from '@/db/queries/notify-money';
import type { Services } from '@/server/services';
import { openCheckout } from '@/server/payments/checkout';
import type { AfterRecording, PaymentFulfilment } from '@/server/payments/record-payment';
import { notifyAutomaticRefund, notifyModuleChargedBack } from '@/server/features/mails/payment-mails';
import { refundAutomatically } from '@/server/features/refunds/refund-payment';
import { invoicePaidModule, mailPaidInvoice } from './module-invoices';

// Each once however often recorded: paid, the project owns the module and the sale is invoiced (module-invoices.ts); charged back, the
// client keeps the module marked "Betaling teruggeboekt" and admins hear of it; reversed, the mark goes; a second payment goes back.

export const moduleFulfilment: PaymentFulfilment<Services> = {
  async record(trx, change, services) {
    const { payment } = change;
    if (payment.status !== 'paid' || !payment.projectId || !payment.moduleId) return undefined;
    const after: AfterRecording[] = [];
    const vat = vatOfRate(services.config.invoicing.vatRate);
    // The purchase keeps the price without VAT, as the module was offered.
    const price = paidSaleLine(payment.amount, vat, '').line.unitPrice;
    const purchase = await addPurchasedModule(trx, { projectId: payment.projectId, moduleId: payment.moduleId, paymentId: payment.id, price });
    // Every admin's bell, once: when this payment is the one that bought it.
    if (change.paidNow && purchase.paymentId === payment.id) await announceModuleBought(trx, { projectId: payment.projectId, moduleId: payment.moduleId });
    if (purchase.paymentId === payment.id) {
      const invoice = await invoicePaidModule(trx, services, payment, purchase.title);
      if (invoice) after.push(() => mailPaidInvoice(services, invoice.id));
    }
    if (purchase.paymentId !== payment.id && moneyToCents(payment.chargedBackAmount) === 0) {
      const about = refundText.paymentMails.moduleSubject(purchase.title);
      after.push(async () => {
        const amount = await refundAutomatically(services, payment.id, refundText.refunds.duplicateReason);
        if (amount) await notifyAutomaticRefund(services, { amount, about, reason: refundText.refunds.duplicateReason, path: `/admin/projects/${payment.projectId}` });
      });
    }
    if (change.chargedBackNow) {
      const marked = await setPurchaseChargedBack(trx, payment.id, services.clock.now());
      if (marked) after.push(() => notifyModuleChargedBack(services, { title: marked.title, amount: payment.chargedBackAmount, projectId: marked.projectId }));
    }
    if (change.chargebackReversedNow) await setPurchaseChargedBack(trx, payment.id, null);
    if (after.length === 0) return undefined;
    return async () => {
      for (const work of after) await work();
    };
  },
};

/**
 * "Kopen": the module's stored price (without VAT) plus VAT at the configured rate. An open checkout for this module and project is
 * reused; a module the project owns is refused.
 */
export function startModuleCheckout(services: Services, input: { userId: string; projectId: string; module: { id: string; title: string; price: string } }) {
  const { userId, projectId, module } = input;
  return openCheckout(services, {
    userId,
    purchaseKey: `module:${projectId}:${module.id}`,
    payment: { kind: 'module', method: 'checkout', projectId, moduleId: module.id, amount: modulePriceWithVat(services, module.price) },
    description: moduleWords.modules.paymentDescription(module.title),
    returnTo: { path: '/upsells', params: { project: projectId } },
    metadata: { projectId, moduleId: module.id },
    guard: async (trx) => {
      if (await isModuleOwned(trx, projectId, module.id)) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: moduleWords.modules.alreadyOwned });
    },
  });
}

/** What a module costs at checkout: its price (without VAT) and the VAT at the configured rate. */
export function modulePriceWithVat(services: Services, price: string): string {
  return lineTotals([{ description: '-', quantity: '1.00', unitPrice: price, ...vatOfRate(services.config.invoicing.vatRate) }]).total;
}
