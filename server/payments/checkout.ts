import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { isOpenPayment } from '@/src/domain/statuses';
import { countHits } from '@/db/queries/rate-limits';
import { dropReservation, fillCheckout, findPaymentByProviderId, lockOpenCheckout, reserveCheckout, type NewPayment } from '@/db/queries/payments';
import { recordPayment, type PaymentServices } from './record-payment';
import { PAYMENT_WEBHOOK_PATH, PaymentProviderError } from './types';

// One checkout per purchase, reused by a second click while open; a new one at most once per CHECKOUT_INTERVAL_SECONDS per user and purchase.
// The row is reserved before the provider call (no transaction held across it); a unique key on an open purchase makes two clicks share it.

/**
 * The address convention of every return from a checkout: the page, then
 * ?payment=success&paymentId=<the portal's id>, then what the page itself needs (?project=…).
 */
export function checkoutReturnUrl(appUrl: string, returnTo: { path: string; params?: Record<string, string> }, paymentId: string): string {
  const url = new URL(`${appUrl.replace(/\/+$/, '')}${returnTo.path}`);
  url.search = new URLSearchParams({ payment: 'success', paymentId, ...returnTo.params }).toString();
  return url.toString();
}

/** A status check within this long of the last one is answered from the database. */
export const STATUS_CHECK_MAX_AGE_MS = 10_000;
const RESERVATION_STALE_MS = 60_000;
const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 15_000;

/** A new checkout for the same purchase within the interval (a minute) of the previous one. */
export class CheckoutTooSoonError extends Error {
  override readonly name = 'CheckoutTooSoonError';
}

export interface CheckoutRequest {
  userId: string;
  /** 'module:<project>:<module>' or 'invoice:<invoice>'. */
  purchaseKey: string;
  payment: Omit<NewPayment, 'userId' | 'purchaseKey'>;
  description: string;
  /** The portal page the payer returns to ('/invoices', '/upsells' with its project). */
  returnTo: { path: string; params?: Record<string, string> };
  metadata: Record<string, string>;
  /** Runs first in the reserving transaction: lock what is bought and refuse when it may no longer be (throw). */
  guard?: (trx: Transaction<Database>) => Promise<void>;
}

type Step = { kind: 'open'; providerPaymentId: string } | { kind: 'wait' } | { kind: 'reserved'; paymentId: string };

async function reserveOrFind(services: Pick<CheckoutServices<unknown>, 'db' | 'clock' | 'config'>, request: CheckoutRequest): Promise<Step> {
  return services.db.transaction().execute(async (trx): Promise<Step> => {
    await request.guard?.(trx);
    const now = services.clock.now();
    const open = await lockOpenCheckout(trx, request.purchaseKey);
    if (open?.providerPaymentId) return { kind: 'open', providerPaymentId: open.providerPaymentId };
    if (open && now.getTime() - open.createdAt.getTime() < RESERVATION_STALE_MS) return { kind: 'wait' };
    // A reservation a crash left behind stops blocking the purchase.
    if (open) await dropReservation(trx, open.id);
    const reserved = await reserveCheckout(trx, { ...request.payment, userId: request.userId, purchaseKey: request.purchaseKey }, now);
    if (!reserved) return { kind: 'wait' };
    const { hits } = await countHits(trx, { key: checkoutLimitKey(request), windowMs: services.config.checkoutIntervalMs, now });
    // Thrown inside the transaction: the reservation and the count both roll back.
    if (hits > 1) throw new CheckoutTooSoonError();
    return { kind: 'reserved', paymentId: reserved.id };
  });
}

function checkoutLimitKey(request: CheckoutRequest): string {
  return `checkout:${request.userId}:${request.purchaseKey}`;
}

/** What a checkout needs of the app's services: recording a payment, and the address it returns to. */
export type CheckoutServices<S> = PaymentServices<S> & { config: { appUrl: string; checkoutIntervalMs: number } };

/**
 * The open checkout or a new one. Throws CheckoutTooSoonError, the guard's error, or PaymentProviderError when the provider refuses
 * or cannot be reached (nothing is left reserved then).
 */
export async function openCheckout<S extends CheckoutServices<S>>(services: S, request: CheckoutRequest): Promise<{ paymentId: string; checkoutUrl: string }> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const step = await reserveOrFind(services, request);
    if (step.kind === 'open') {
      // Still open at the provider? (A checkout expires within hours; the answer is fresh for 10 s.)
      const current = await recordPayment(services, step.providerPaymentId, { maxAgeMs: STATUS_CHECK_MAX_AGE_MS }).catch((error: unknown) => {
        if (error instanceof PaymentProviderError) return undefined;
        throw error;
      });
      const reusable = current ?? (await findPaymentByProviderId(services.db, step.providerPaymentId));
      if (reusable && isOpenPayment(reusable.status) && reusable.checkoutUrl) return { paymentId: reusable.id, checkoutUrl: reusable.checkoutUrl };
      continue;
    }
    if (step.kind === 'wait') {
      if (Date.now() > deadline) throw new PaymentProviderError('createPayment', new Error('Another request is still creating this checkout'));
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      continue;
    }
    return create(services, request, step.paymentId);
  }
}

async function create<S extends CheckoutServices<S>>(services: S, request: CheckoutRequest, paymentId: string) {
  const appUrl = services.config.appUrl.replace(/\/+$/, '');
  let created;
  try {
    created = await services.payments.createPayment({
      amount: request.payment.amount,
      description: request.description,
      redirectUrl: checkoutReturnUrl(appUrl, request.returnTo, paymentId),
      webhookUrl: `${appUrl}${PAYMENT_WEBHOOK_PATH}`,
      metadata: { ...request.metadata, kind: request.payment.kind, paymentId },
    });
  } catch (error) {
    // Nothing was made: the reservation goes. The attempt still counts, as the limit guards the provider's calls.
    await dropReservation(services.db, paymentId);
    throw error;
  }
  await services.db.transaction().execute((trx) =>
    fillCheckout(trx, paymentId, { providerPaymentId: created.paymentId, checkoutUrl: created.checkoutUrl, status: created.status }, services.clock.now()),
  );
  return { paymentId, checkoutUrl: created.checkoutUrl };
}
