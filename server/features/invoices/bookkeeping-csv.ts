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

const BOM = '\uFEFF';

/** RFC 4180 quoting with ';' as separator; text that a spreadsheet would run as a formula is defused. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** '-20.00' → '-20,00': the exact string with its point turned into a comma. */
function decimal(amount: string): string {
  return amount.replace('.', ',');
}

function date(value: IsoDate | null): string {
  return value ? `${value.slice(8, 10)}-${value.slice(5, 7)}-${value.slice(0, 4)}` : '';
}

function methodLabel(kind: string, method: string | null): string {
  if (kind === 'credit_note') return insightWords.bookkeeping.refundMethod;
  return method ? (PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method) : '';
}

export async function bookkeepingCsv(db: Kysely<Database>, actor: Actor & { role: 'admin' }, period: { from: IsoDate; until: IsoDate }) {
  const rows = await listInvoicesForBookkeeping(db, actor, period);
  const lines = rows.map((row) =>
    [
      field(row.invoiceNumber),
      date(row.invoiceDate),
      date(row.dueDate),
      field(row.billingName ?? ''),
      field(row.billingKvk ?? ''),
      field(row.billingBtw ?? ''),
      field(row.description),
      decimal(row.amount),
      decimal(row.vatRate),
      decimal(row.vatAmount),
      decimal(row.totalAmount),
      field(invoiceStatusLabel(row.status)),
      date(row.paidAt ? toAmsterdamDate(row.paidAt) : null),
      field(methodLabel(row.kind, row.paymentMethod)),
    ].join(';'),
  );
  const header = insightWords.bookkeeping.columns.map(field).join(';');
  return {
    fileName: insightWords.bookkeeping.fileName(period.from, period.until),
    csv: BOM + [header, ...lines].join('\r\n') + '\r\n',
  };
}
