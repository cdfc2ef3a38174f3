import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { toAmsterdamDate, type IsoDate } from '@/src/dates';
import { invoiceStatusLabel, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/src/domain/statuses';
import { insightText as insightWords } from '@/src/text/nl/insight';
import { issuedVatGroups, linesSummary, type InvoiceLine, type LineVat } from '@/src/domain/invoice-lines';
import { centsToMoney, moneyToCents } from '@/src/domain/money';
import { listInvoicesForBookkeeping } from '@/db/queries/bookkeeping';
import type { Actor } from '@/db/queries/projects';

// As Dutch bookkeeping software reads it: semicolons, CRLF, UTF-8 with a BOM (so Excel reads the accents), a decimal comma, DD-MM-YYYY.
// A record per VAT rate of an invoice's lines, so the software books each rate's revenue and VAT apart; credit notes stay negative.

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

/** The invoice's description, or, when it has several rates, the descriptions of this rate's lines. */
function descriptionAt(row: { description: string; lines: InvoiceLine[] }, group: LineVat): string {
  const rates = new Set(row.lines.map((line) => `${line.vatRate}:${line.reverseCharge}`));
  if (rates.size <= 1) return row.description;
  return linesSummary(row.lines.filter((line) => moneyToCents(line.vatRate) === moneyToCents(group.vatRate) && line.reverseCharge === group.reverseCharge));
}

export async function bookkeepingCsv(db: Kysely<Database>, actor: Actor & { role: 'admin' }, period: { from: IsoDate; until: IsoDate }) {
  const rows = await listInvoicesForBookkeeping(db, actor, period);
  const records = rows.flatMap((row) =>
    issuedVatGroups(row.lines, row.vatAmount).map((group) => [
      row.invoiceNumber,
      date(row.invoiceDate),
      date(row.dueDate),
      row.billingName ?? '',
      row.billingKvk ?? '',
      row.billingBtw ?? '',
      descriptionAt(row, group),
      decimal(group.base),
      group.reverseCharge ? insightWords.bookkeeping.reverseCharged : decimal(group.vatRate),
      decimal(group.vat),
      centsToMoney(moneyToCents(group.base) + moneyToCents(group.vat)).replace('.', ','),
      invoiceStatusLabel(row.status),
      date(row.paidAt ? toAmsterdamDate(row.paidAt) : null),
      methodLabel(row.kind, row.paymentMethod),
    ]),
  );
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
