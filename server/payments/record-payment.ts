import type { Transaction } from 'kysely';
import type { Database, PaymentKind } from '@/db/types';
import { findPaymentByProviderId, lockPaymentByProviderId, updatePaymentStatus, type PaymentRow } from '@/db/queries/payments';
import type { Services } from '@/server/app/services';
import type { PaymentStatus } from './types';

// THE way a payment's outcome enters the portal: the webhook, the sandbox checkout and the return
// page's status check all call recordPayment, so a machine the provider cannot reach (localhost)
// still records its purchases. The request that triggers it is never trusted: the status comes
// from the provider. One transaction keyed on the provider id: the payment row is locked, so
// concurrent and repeated deliveries queue, and a paid payment is never downgraded.

/** What a paid payment delivers (a module purchase, say); runs inside the recording transaction, once or more, so it must be idempotent. */
export type Fulfil = (trx: Transaction<Database>, payment: PaymentRow) => Promise<void>;

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
export async function recordPayment(
  services: Pick<Services, 'db' | 'payments' | 'clock'>,
  providerPaymentId: string,
  fulfil: Partial<Record<PaymentKind, Fulfil>>,
): Promise<RecordedPayment | undefined> {
  const known = await findPaymentByProviderId(services.db, providerPaymentId);
  if (!known) return undefined;
  const remote = await services.payments.getPayment(providerPaymentId);
  return services.db.transaction().execute(async (trx) => {
    const payment = await lockPaymentByProviderId(trx, providerPaymentId);
    if (!payment) return undefined;
    const status = payment.status === 'paid' ? 'paid' : remote.status;
    if (status !== payment.status) await updatePaymentStatus(trx, payment.id, status, services.clock.now());
    if (status === 'paid') await fulfil[payment.kind]?.(trx, payment);
    return { id: payment.id, kind: payment.kind, status };
  });
}
