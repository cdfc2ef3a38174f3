// Invoice rules both sides share: the number format, VAT in exact cents, the status moves, the
// dates of an invoice and the monthly periods of a recurring schedule.
import { addCalendarDays, type IsoDate } from '@/src/dates';
import { centsToMoney, moneyToCents } from './money';
import { isUnpaidDebit, type InvoiceStatus } from './statuses';

/** '2026-0001': the year, then the sequence within that year, never reused or skipped. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, '0')}`;
}

/** Days the client has to pay, counted from the invoice date (a Dutch agency's usual 14). */
export const PAYMENT_TERM_DAYS = 14;

/** The direct debit runs this many days after the invoice date, which the pre-notification mail announces. */
export const DEBIT_DELAY_DAYS = 5;

export function invoiceDueDate(invoiceDate: IsoDate): IsoDate {
  return addCalendarDays(invoiceDate, PAYMENT_TERM_DAYS);
}

export function debitDate(invoiceDate: IsoDate): IsoDate {
  return addCalendarDays(invoiceDate, DEBIT_DELAY_DAYS);
}

/** A VAT rate such as '21' or '9.5' as hundredths of a percent (2100, 950), so no float touches money. */
export function vatRateBasisPoints(rate: string | number): number {
  const cents = moneyToCents(String(rate));
  if (cents < 0 || cents >= 10_000) throw new Error(`VAT rate out of range: ${rate}`);
  return cents;
}

export interface InvoiceAmounts {
  subtotal: string;
  vatRate: string;
  vat: string;
  total: string;
}

/**
 * The subtotal (excluding VAT, as entered), the VAT rounded half up to the cent, and the total.
 * Integer arithmetic only: cents times basis points stays far below 2^53 for numeric(10,2).
 */
export function invoiceAmounts(subtotal: string, vatRate: string | number): InvoiceAmounts {
  const subtotalCents = moneyToCents(subtotal);
  const basisPoints = vatRateBasisPoints(vatRate);
  const vatCents = Math.floor((subtotalCents * basisPoints + 5_000) / 10_000);
  return {
    subtotal: centsToMoney(subtotalCents),
    vatRate: centsToMoney(basisPoints),
    vat: centsToMoney(vatCents),
    total: centsToMoney(subtotalCents + vatCents),
  };
}

/** '21' for 21.00, '9,5' for 9.50: the rate as a Dutch invoice prints it. */
export function formatVatRate(rate: string): string {
  return rate.replace(/\.?0+$/, '').replace('.', ',');
}

/**
 * Spec 4 plus collection: pending is cancelled by the admin or settled by a payment; a failed debit
 * can still be paid through the pay link. A paid debit the client reverses at their bank is charged
 * back, open again until it is paid anew or the chargeback is reversed. Cancelled is final.
 */
const INVOICE_MOVES: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  pending: ['cancelled', 'paid', 'failed'],
  failed: ['paid'],
  paid: ['charged_back'],
  charged_back: ['paid'],
  cancelled: [],
};

export function canMoveInvoice(from: string, to: InvoiceStatus): boolean {
  return (INVOICE_MOVES as Record<string, readonly InvoiceStatus[] | undefined>)[from]?.includes(to) ?? false;
}

// Recurring schedules: one invoice per calendar month ('2026-11'), dated on the schedule's day.

export type Period = string;

export function periodOf(date: IsoDate): Period {
  return date.slice(0, 7);
}

export function nextPeriod(period: Period): Period {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The invoice date of a period for a day from 1 to 28 (every month has it). */
export function periodInvoiceDate(period: Period, day: number): IsoDate {
  return `${period}-${String(day).padStart(2, '0')}`;
}

/**
 * The periods a schedule owes up to `today`, from `fromPeriod` on: each month whose invoice date
 * has come. Missed months (the server was down) are all returned, so the job catches up.
 */
export function duePeriods(fromPeriod: Period, day: number, today: IsoDate): Period[] {
  const periods: Period[] = [];
  for (let period = fromPeriod; periodInvoiceDate(period, day) <= today; period = nextPeriod(period)) periods.push(period);
  return periods;
}

/** The agency on its invoices: from configuration (server/app/config.ts), copied onto each invoice at creation. */
export interface Agency {
  name: string;
  address: string;
  email: string;
  phone: string | null;
  kvk: string;
  btwId: string;
  iban: string;
  sepaCreditorId: string;
}

/**
 * The pay link (a one-off payment) settles a failed or charged-back debit, or a pending invoice that
 * no direct debit was announced for; a pending invoice with a debit on its way is never paid twice.
 * A credit note is never paid.
 */
export function canPayByLink(invoice: { status: string; debitDate: string | null; kind?: string }): boolean {
  if (invoice.kind === 'credit_note') return false;
  return isUnpaidDebit(invoice) || (invoice.status === 'pending' && invoice.debitDate === null);
}

/**
 * A credit note's amounts for a refund of `refundTotal` (what goes back, VAT included) at the
 * original's rate: the subtotal is the refund without VAT, rounded half up to the cent, and the VAT
 * the rest, so subtotal plus VAT is exactly the refund. All three negative, as a credit note prints them.
 */
export function creditNoteAmounts(refundTotal: string, vatRate: string | number): InvoiceAmounts {
  const totalCents = moneyToCents(refundTotal);
  if (totalCents <= 0) throw new Error(`A refund is positive: ${refundTotal}`);
  const basisPoints = vatRateBasisPoints(vatRate);
  const subtotalCents = Math.floor((totalCents * 10_000 * 2 + (10_000 + basisPoints)) / (2 * (10_000 + basisPoints)));
  return {
    subtotal: centsToMoney(-subtotalCents),
    vatRate: centsToMoney(basisPoints),
    vat: centsToMoney(-(totalCents - subtotalCents)),
    total: centsToMoney(-totalCents),
  };
}

/** What may still be refunded of a payment: what was paid, less what went back already. Never below zero. */
export function refundableCents(paid: string, refunded: string): number {
  return Math.max(0, moneyToCents(paid) - moneyToCents(refunded));
}
