import type { Transaction } from 'kysely';
import type { Database, PaymentKind } from '@/db/types';
import { findPaymentByProviderId, lockPaymentByProviderId, updatePaymentStatus, type PaymentRow } from '@/db/queries/payments';
import { addPurchasedModule } from '@/db/queries/upsell-modules';
import { recordProviderPayment } from '@/server/invoices/collection';
import type { Services } from '@/server/services';
import type { PaymentStatus } from './types';

// THE way a payment's outcome enters the portal: the webhook, the sandbox checkout and the return
// page's status check all call recordPayment, so a machine the provider cannot reach (localhost)
// still records its purchases. The request that triggers it is never trusted: the status comes
// from the provider. One transaction keyed on the provider id: the payment row is locked, so
// concurrent and repeated deliveries queue, and a paid payment is never downgraded.

export { PAYMENT_WEBHOOK_PATH } from '@/server/invoices/collection';

/** What a paid payment of each kind delivers; runs inside the recording transaction, once or more (idempotent). */
const FULFIL: Record<PaymentKind, (trx: Transaction<Database>, payment: PaymentRow) => Promise<void>> = {
  module: async (trx, payment) => {
    if (!payment.projectId || !payment.upsellId) throw new Error(`Module payment ${payment.id} without project or module`);
    await addPurchasedModule(trx, { projectId: payment.projectId, upsellId: payment.upsellId, paymentId: payment.id, price: payment.amount });
  },
  // Invoice payments are settled by issue 11's collection code.
  invoice: async () => {},
};

export interface RecordedPayment {
  id: string;
  kind: PaymentKind;
  status: PaymentStatus;
}

/**
 * Reads the payment from the provider and records its status (and, once paid, what it bought).
 * Undefined for a provider id the portal does not know (nothing changes). A provider that cannot
 * be reached throws PaymentProviderError, so the webhook answers 5xx and the provider retries.
 */
export async function recordPayment(services: Pick<Services, 'db' | 'payments' | 'clock'>, providerPaymentId: string): Promise<RecordedPayment | undefined> {
  const known = await findPaymentByProviderId(services.db, providerPaymentId);
  if (!known) return undefined;
  const remote = await services.payments.getPayment(providerPaymentId);
  return services.db.transaction().execute(async (trx) => {
    const payment = await lockPaymentByProviderId(trx, providerPaymentId);
    if (!payment) return undefined;
    const status = payment.status === 'paid' ? 'paid' : remote.status;
    if (status !== payment.status) await updatePaymentStatus(trx, payment.id, status, services.clock.now());
    if (status === 'paid') await FULFIL[payment.kind](trx, payment);
    return { id: payment.id, kind: payment.kind, status };
  });
}

/**
 * The webhook's and the sandbox checkout's entry for any provider id: a payment in `payments`
 * (modules) is recorded here; otherwise issue 11's invoice collection looks in its own table.
 * An id neither knows changes nothing.
 */
export async function recordAnyPayment(services: Services, providerPaymentId: string): Promise<void> {
  if (await recordPayment(services, providerPaymentId)) return;
  await recordProviderPayment(services, providerPaymentId);
}
