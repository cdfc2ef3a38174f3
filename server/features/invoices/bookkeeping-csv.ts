import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { toAmsterdamDate, type IsoDate } from '@/src/dates';
import { invoiceStatusLabel, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/src/domain/statuses';
import { insightText as insightWords } from '@/src/text/nl/insight';
import { listInvoicesForBookkeeping } from '@/db/queries/bookkeeping';
import type { Actor } from '@/db/queries/projects';

// The bookkeeping export as Dutch bookkeeping software reads it: semicolons between fields, CRLF
// between records, UTF-8 with a byte-order mark (so Excel reads the accents), a decimal comma, and
// dates as DD-MM-YYYY. Credit notes carry their negative amounts as stored.

/** '-20.00' → '-20,00': the exact string with its point turned into a comma. */
function decimal(amount: string): string {
  return amount.replace('.', ',');
}

/** Amount excl. VAT, VAT rate, VAT and total: the columns that are numbers. */
const AMOUNT_COLUMNS = new Set([7, 8, 9, 10]);

function date(value: IsoDate | null): string {
  return value ? `${value.slice(8, 10)}-${value.slice(5, 7)}-${value.slice(0, 4)}` : '';
}

function methodLabel(kind: string, method: string | null): string {
  if (kind === 'credit_note') return insightWords.bookkeeping.refundMethod;
  return method ? (PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method) : '';
}

export async function bookkeepingCsv(db: Kysely<Database>, actor: Actor & { role: 'admin' }, period: { from: IsoDate; until: IsoDate }) {
  const rows = await listInvoicesForBookkeeping(db, actor, period);
  const records = rows.map((row) => [
    row.invoiceNumber,
    date(row.invoiceDate),
    date(row.dueDate),
    row.billingName ?? '',
    row.billingKvk ?? '',
    row.billingBtw ?? '',
    row.description,
    decimal(row.amount),
    decimal(row.vatRate),
    decimal(row.vatAmount),
    decimal(row.totalAmount),
    invoiceStatusLabel(row.status),
    date(row.paidAt ? toAmsterdamDate(row.paidAt) : null),
    methodLabel(row.kind, row.paymentMethod),
  ]);
  return {
    fileName: insightWords.bookkeeping.fileName(period.from, period.until),
    csv: stringify([[...insightWords.bookkeeping.columns], ...records], {
      delimiter: ';',
      record_delimiter: 'windows',
      bom: true,
      // Text a spreadsheet would run as a formula (=, +, -, @ first) gets a leading quote; a negative amount stays a number.
      escape_formulas: true,
      cast: { string: (value, { column }) => (AMOUNT_COLUMNS.has(Number(column)) ? { value, escape_formulas: false } : value) },
    }),
  };
}
