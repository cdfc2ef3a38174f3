import { describe, expect, it } from 'vitest';
import { purchaseStatus } from './module-purchases';

describe('a bought module', () => {
  it('is active until it is charged back or refunded in full; a partial refund keeps it active', () => {
    const bought = { price: '49.00', chargedBackAt: null, refundedAmount: null };
    expect(purchaseStatus(bought)).toBe('active');
    expect(purchaseStatus({ ...bought, refundedAmount: '0.00' })).toBe('active');
    expect(purchaseStatus({ ...bought, refundedAmount: '20.00' })).toBe('active');
    expect(purchaseStatus({ ...bought, refundedAmount: '49.00' })).toBe('refunded');
    expect(purchaseStatus({ ...bought, chargedBackAt: new Date('2026-11-20') })).toBe('charged_back');
  });
});
