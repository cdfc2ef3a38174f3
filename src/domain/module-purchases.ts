// Where a bought module stands, for the staff who build it: one rule, read by the server's answer.
import { moneyToCents } from './money';

export const PURCHASE_STATUSES = ['active', 'charged_back', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** Charged back (the client keeps it, marked), refunded in full (nothing to build), else active; a partial refund stays active. */
export function purchaseStatus(purchase: { price: string; chargedBackAt: Date | null; refundedAmount: string | null }): PurchaseStatus {
  if (purchase.chargedBackAt) return 'charged_back';
  if (purchase.refundedAmount && moneyToCents(purchase.refundedAmount) >= moneyToCents(purchase.price)) return 'refunded';
  return 'active';
}
