// Invoice rules both sides share: the number format, the status moves, the dates of an invoice
// and the monthly periods of a recurring schedule. Lines and VAT: invoice-lines.ts.
import { addCalendarDays, type IsoDate } from '@/src/dates';
import { moneyToCents } from './money';
import { isUnpaidDebit, type InvoiceStatus } from './statuses';

/** '2026-0001': the year, then the sequence within that year, never reused or skipped. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, '0')}`;
}

/** Days the client has to pay, counted from the invoice date (a Dutch agency's usual 14). */
export const PAYMENT_TERM_DAYS = 14;

/** The direct debit runs this many days after the invoice date, which the pre-notification mail announces. */
export const DEBIT_DELAY_DAYS = 5;

export function invoiceDueDate(invoiceDate: IsoDate, termDays = PAYMENT_TERM_DAYS): IsoDate {
  return addCalendarDays(invoiceDate, termDays);
}

export function debitDate(invoiceDate: IsoDate): IsoDate {
  return addCalendarDays(invoiceDate, DEBIT_DELAY_DAYS);
}

/** '21' for 21.00, '9,5' for 9.50: the rate as a Dutch invoice prints it. */
export function formatVatRate(rate: string): string {
  return rate.replace(/\.?0+$/, '').replace('.', ',');
}

/**
 * Spec 4 plus collection: only the admin cancels; a failed debit can still be paid by link; a debit reversed at the client's bank
 * is charged back, open until paid anew or the chargeback is reversed. Cancelled is final.
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
 * Settles a failed or charged-back debit, or a pending invoice with no direct debit announced: a pending invoice with a debit on its
 * way is never paid twice. A credit note is never paid.
 */
export function canPayByLink(invoice: { status: string; debitDate: string | null; kind?: string }): boolean {
  if (invoice.kind === 'credit_note') return false;
  return isUnpaidDebit(invoice) || (invoice.status === 'pending' && invoice.debitDate === null);
}

/** What may still be refunded of a payment: what was paid, less what went back already. Never below zero. */
export function refundableCents(paid: string, refunded: string): number {
  return Math.max(0, moneyToCents(paid) - moneyToCents(refunded));
}
