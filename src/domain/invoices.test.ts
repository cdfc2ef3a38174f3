import { describe, expect, it } from 'vitest';
import { canMoveInvoice, duePeriods, formatInvoiceNumber, formatVatRate, invoiceAmounts, invoiceDueDate, nextPeriod } from './invoices';

describe('invoice numbers', () => {
  it('read year, dash, four digits', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('2026-0001');
    expect(formatInvoiceNumber(2026, 12345)).toBe('2026-12345');
  });
});

describe('invoiceAmounts', () => {
  it('adds 21 % VAT in exact cents', () => {
    expect(invoiceAmounts('30.00', '21')).toEqual({ subtotal: '30.00', vatRate: '21.00', vat: '6.30', total: '36.30' });
    expect(invoiceAmounts('0.10', '21.00')).toEqual({ subtotal: '0.10', vatRate: '21.00', vat: '0.02', total: '0.12' });
  });

  it('rounds half a cent up and never goes through floats', () => {
    // 0.05 × 0.09 = 0.0045 → 0.00; 0.50 × 0.09 = 0.045 → 0.05 (a float would give 0.04).
    expect(invoiceAmounts('0.50', '9').vat).toBe('0.05');
    expect(invoiceAmounts('99999999.99', '21').total).toBe('120999999.99');
    expect(invoiceAmounts('19.99', '0').total).toBe('19.99');
  });

  it('prints the rate as a Dutch invoice does', () => {
    expect(formatVatRate('21.00')).toBe('21');
    expect(formatVatRate('9.50')).toBe('9,5');
    expect(formatVatRate('10.00')).toBe('10');
  });
});

describe('invoice status moves', () => {
  it('lets the admin cancel only a pending invoice', () => {
    expect(canMoveInvoice('pending', 'cancelled')).toBe(true);
    for (const status of ['paid', 'failed', 'cancelled', 'onbekend']) expect(canMoveInvoice(status, 'cancelled')).toBe(false);
  });

  it('settles pending by a payment, lets a failed debit still be paid, and keeps paid paid', () => {
    expect(canMoveInvoice('pending', 'paid')).toBe(true);
    expect(canMoveInvoice('pending', 'failed')).toBe(true);
    expect(canMoveInvoice('failed', 'paid')).toBe(true);
    expect(canMoveInvoice('paid', 'failed')).toBe(false);
    expect(canMoveInvoice('cancelled', 'paid')).toBe(false);
  });
});

describe('invoice dates and periods', () => {
  it('gives 14 days to pay', () => {
    expect(invoiceDueDate('2026-12-20')).toBe('2027-01-03');
  });

  it('turns the year', () => {
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(nextPeriod('2026-09')).toBe('2026-10');
  });

  it('owes each month whose day has come, missed months included', () => {
    expect(duePeriods('2026-11', 25, '2026-11-24')).toEqual([]);
    expect(duePeriods('2026-11', 25, '2026-11-25')).toEqual(['2026-11']);
    expect(duePeriods('2026-09', 1, '2026-11-23')).toEqual(['2026-09', '2026-10', '2026-11']);
  });
});
