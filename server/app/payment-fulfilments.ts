import type { PaymentFulfilments } from '@/server/payments/record-payment';
import type { Services } from '@/server/services';
import { invoiceFulfilment } from '@/server/features/invoices/invoice-payments';
import { moduleFulfilment } from '@/server/features/modules/module-payments';

/**
 * What each kind of payment delivers, registered here by the wiring: the payments adapter records
 * every payment through one function and hands it to its kind, without knowing the features.
 */
export const paymentFulfilments: PaymentFulfilments<Services> = {
  module: moduleFulfilment,
  invoice: invoiceFulfilment,
};
