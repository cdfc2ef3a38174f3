import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { IsoDate } from '@/src/dates';
import type { Agency, InvoiceAmounts } from '@/src/domain/invoices';
import { allocateInvoiceNumber, billingCopy, clientForInvoice, type InvoiceRow } from './invoices';

// Credit notes (creditfacturen): invoices of their own kind, numbered in the same yearly series.

type Db = Kysely<Database> | Transaction<Database>;

export interface NewCreditNote {
  /** The invoice it credits: its billing copy and agency are repeated; null for a module purchase (the client's details now). */
  creditFor: InvoiceRow | null;
  userId: string | null;
  /** Negative, from creditNoteAmounts. */
  amounts: InvoiceAmounts;
  description: string;
  invoiceDate: IsoDate;
  agency: Agency;
}

/**
 * A credit note (creditfactuur): its own number in the same yearly series, negative amounts, paid
 * back at once (status paid), referring to the invoice it credits. Run it in the refund's transaction.
 */
export async function createCreditNote(trx: Transaction<Database>, input: NewCreditNote) {
  const original = input.creditFor;
  const client = original || !input.userId ? undefined : await clientForInvoice(trx, input.userId);
  const billing = original
    ? {
        billingName: original.billingName,
        billingEmail: original.billingEmail,
        billingAddress: original.billingAddress,
        billingKvk: original.billingKvk,
        billingBtw: original.billingBtw,
      }
    : client
      ? billingCopy(client)
      : {};
  return trx
    .insertInto('invoices')
    .values({
      userId: original ? original.userId : input.userId,
      kind: 'credit_note',
      creditForInvoiceId: original?.id ?? null,
      invoiceNumber: await allocateInvoiceNumber(trx, Number(input.invoiceDate.slice(0, 4))),
      invoiceDate: input.invoiceDate,
      dueDate: null,
      amount: input.amounts.subtotal,
      vatRate: input.amounts.vatRate,
      vatAmount: input.amounts.vat,
      totalAmount: input.amounts.total,
      description: input.description,
      status: 'paid',
      paidAt: new Date(`${input.invoiceDate}T12:00:00Z`),
      ...billing,
      agency: JSON.stringify(original?.agency ?? input.agency),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The number of the invoice a credit note credits. */
export async function creditedNumber(db: Db, invoice: Pick<InvoiceRow, 'creditForInvoiceId'>): Promise<string | null> {
  if (!invoice.creditForInvoiceId) return null;
  const original = await db.selectFrom('invoices').select('invoiceNumber').where('id', '=', invoice.creditForInvoiceId).executeTakeFirst();
  return original?.invoiceNumber ?? null;
}

