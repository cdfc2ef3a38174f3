import { describe, expect, it } from 'vitest';
import { canMoveInvoice, canPayByLink, creditNoteAmounts, duePeriods, formatInvoiceNumber, formatVatRate, invoiceAmounts, invoiceDueDate, nextPeriod, refundableCents } from './invoices';

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

describe('chargebacks', () => {
  it('open a paid invoice again until it is paid anew or the chargeback is reversed; the pay link serves it', () => {
    expect(canMoveInvoice('paid', 'charged_back')).toBe(true);
    expect(canMoveInvoice('charged_back', 'paid')).toBe(true);
    expect(canMoveInvoice('charged_back', 'cancelled')).toBe(false);
    expect(canPayByLink({ status: 'charged_back', debitDate: '2026-11-28' })).toBe(true);
    expect(canPayByLink({ status: 'paid', debitDate: null, kind: 'credit_note' })).toBe(false);
  });
});

describe('credit notes', () => {
  it('split a refund into VAT the same way, negative, adding up to the refund exactly', () => {
    expect(creditNoteAmounts('36.30', '21.00')).toEqual({ subtotal: '-30.00', vatRate: '21.00', vat: '-6.30', total: '-36.30' });
    expect(creditNoteAmounts('12.10', '21')).toEqual({ subtotal: '-10.00', vatRate: '21.00', vat: '-2.10', total: '-12.10' });
    // 10.00 / 1.21 = 8.2644… → 8.26, VAT the rest.
    expect(creditNoteAmounts('10.00', '21')).toEqual({ subtotal: '-8.26', vatRate: '21.00', vat: '-1.74', total: '-10.00' });
    expect(creditNoteAmounts('5.00', '0')).toEqual({ subtotal: '-5.00', vatRate: '0.00', vat: '0.00', total: '-5.00' });
    expect(() => creditNoteAmounts('0.00', '21')).toThrow();
  });

  it('never let more go back than was paid less what went back', () => {
    expect(refundableCents('36.30', '10.00')).toBe(2630);
    expect(refundableCents('36.30', '40.00')).toBe(0);
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
