import { addPurchasedModule } from '@/db/queries/modules';
import { recordPayment, type Fulfil } from '@/server/payments/record-payment';
import type { Services } from '@/server/app/services';

/** A paid module payment becomes the project's purchase (once, however often it is recorded). */
const fulfilModule: Fulfil = async (trx, payment) => {
  if (!payment.projectId || !payment.moduleId) throw new Error(`Module payment ${payment.id} without project or module`);
  await addPurchasedModule(trx, { projectId: payment.projectId, moduleId: payment.moduleId, paymentId: payment.id, price: payment.amount });
};

/** Records a module payment as the provider reports it; undefined for an id that is not one. */
export function recordModulePayment(services: Pick<Services, 'db' | 'payments' | 'clock'>, providerPaymentId: string) {
  return recordPayment(services, providerPaymentId, { module: fulfilModule });
}
