import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { InvoiceLine } from '@/src/domain/invoice-lines';

// The lines of invoices and of recurring schedules, kept in their order (position 1, 2, …).

type Db = Kysely<Database> | Transaction<Database>;

const LINE_FIELDS = ['description', 'quantity', 'unitPrice', 'vatRate', 'reverseCharge'] as const;

const numbered = (lines: readonly InvoiceLine[]) =>
  lines.map(({ description, quantity, unitPrice, vatRate, reverseCharge }, i) => ({ position: i + 1, description, quantity, unitPrice, vatRate, reverseCharge }));

export async function insertInvoiceLines(trx: Transaction<Database>, invoiceId: string, lines: readonly InvoiceLine[]) {
  await trx.insertInto('invoiceLines').values(numbered(lines).map((line) => ({ ...line, invoiceId }))).execute();
}

export function listInvoiceLines(db: Db, invoiceId: string): Promise<InvoiceLine[]> {
  return db.selectFrom('invoiceLines').select(LINE_FIELDS).where('invoiceId', '=', invoiceId).orderBy('position').execute();
}

export async function insertScheduleLines(trx: Transaction<Database>, scheduleId: string, lines: readonly InvoiceLine[]) {
  if (lines.length > 0) await trx.insertInto('invoiceScheduleLines').values(numbered(lines).map((line) => ({ ...line, scheduleId }))).execute();
}

export function listScheduleLines(db: Db, scheduleId: string): Promise<InvoiceLine[]> {
  return db.selectFrom('invoiceScheduleLines').select(LINE_FIELDS).where('scheduleId', '=', scheduleId).orderBy('position').execute();
}
