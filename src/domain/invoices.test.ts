import { describe, expect, it } from 'vitest';
import { canMoveInvoice, canPayByLink, duePeriods, formatInvoiceNumber, formatVatRate, invoiceDueDate, nextPeriod, refundableCents } from './invoices';

describe('invoice numbers', () => {
  it('read year, dash, four digits', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('2026-0001');
    expect(formatInvoiceNumber(2026, 12345)).toBe('2026-12345');
  });
});

describe('VAT rates', () => {
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

describe('refunds', () => {
  it('never let more go back than was paid less what went back', () => {
    expect(refundableCents('36.30', '10.00')).toBe(2630);
    expect(refundableCents('36.30', '40.00')).toBe(0);
  });
});

describe('invoice dates and periods', () => {
  it('gives 14 days to pay', () => {
    expect(invoiceDueDate('2026-12-20')).toBe('2027-01-03');
    expect(invoiceDueDate('2026-12-20', 30)).toBe('2027-01-19');
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
