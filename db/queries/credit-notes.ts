import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { IsoDate } from '@/src/dates';
import type { Agency } from '@/src/domain/invoices';
import type { InvoiceLine } from '@/src/domain/invoice-lines';
import { allocateInvoiceNumber, billingCopy, billingOf, clientForInvoice, type InvoiceRow } from './invoices';
import { insertInvoiceLines } from './invoice-lines';

// Credit notes (creditfacturen): invoices of their own kind, numbered in the same yearly series.

type Db = Kysely<Database> | Transaction<Database>;

export interface NewCreditNote {
  /** The invoice it credits: its billing copy, project and agency are repeated; null for an older module purchase (the client's details now). */
  creditFor: InvoiceRow | null;
  userId: string | null;
  /** Negative lines, and their totals (the refund's own VAT, see partialCreditLines). */
  lines: readonly InvoiceLine[];
  totals: { subtotal: string; vat: string; total: string };
  description: string;
  invoiceDate: IsoDate;
  agency: Agency;
}

/**
 * A credit note (creditfactuur): its own number in the same yearly series, negative lines and amounts, paid back at once, referring
 * to the invoice it credits. Run it in the refund's transaction.
 */
export async function createCreditNote(trx: Transaction<Database>, input: NewCreditNote) {
  const original = input.creditFor;
  const client = original || !input.userId ? undefined : await clientForInvoice(trx, input.userId);
  const billing = original ? billingOf(original) : client ? billingCopy(client) : {};
  const note = await trx
    .insertInto('invoices')
    .values({
      userId: original ? original.userId : input.userId,
      projectId: original?.projectId ?? null,
      kind: 'credit_note',
      creditForInvoiceId: original?.id ?? null,
      invoiceNumber: await allocateInvoiceNumber(trx, Number(input.invoiceDate.slice(0, 4))),
      invoiceDate: input.invoiceDate,
      dueDate: null,
      amount: input.totals.subtotal,
      vatAmount: input.totals.vat,
      totalAmount: input.totals.total,
      description: input.description,
      status: 'paid',
      paidAt: new Date(`${input.invoiceDate}T12:00:00Z`),
      ...billing,
      agency: JSON.stringify(original?.agency ?? input.agency),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertInvoiceLines(trx, note.id, input.lines);
  return note;
}

/** The number of the invoice a credit note credits. */
export async function creditedNumber(db: Db, invoice: Pick<InvoiceRow, 'creditForInvoiceId'>): Promise<string | null> {
  if (!invoice.creditForInvoiceId) return null;
  const original = await db.selectFrom('invoices').select('invoiceNumber').where('id', '=', invoice.creditForInvoiceId).executeTakeFirst();
  return original?.invoiceNumber ?? null;
}
