import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { toAmsterdamDate } from '@/src/dates';
import { issuedVatGroups } from '@/src/domain/invoice-lines';
import type { Agency } from '@/src/domain/invoices';
import type { InvoiceDocument } from '@/src/domain/invoice-document';
import { creditedNumber } from './credit-notes';
import { listInvoiceLines } from './invoice-lines';
import type { InvoiceRow } from './invoices';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The PDF and e-invoice print the invoice's own copy, its agency as at issue included; `agencyNow` only fills in for a row older
 * than that rule, until the start that freezes it.
 */
export async function loadInvoiceDocument(db: Db, invoice: Omit<InvoiceRow, 'searchText'>, agencyNow: Agency): Promise<InvoiceDocument> {
  const [lines, creditFor] = await Promise.all([listInvoiceLines(db, invoice.id), creditedNumber(db, invoice)]);
  return {
    kind: invoice.kind,
    creditFor,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    description: invoice.description,
    status: invoice.status,
    paidOn: invoice.status === 'paid' && invoice.paidAt ? toAmsterdamDate(invoice.paidAt) : null,
    lines,
    vatGroups: issuedVatGroups(lines, invoice.vatAmount),
    amounts: { subtotal: invoice.amount, vat: invoice.vatAmount, total: invoice.totalAmount },
    billing: {
      name: invoice.billingName ?? '',
      email: invoice.billingEmail,
      address: { street: invoice.billingStreet, postcode: invoice.billingPostcode, city: invoice.billingCity, country: invoice.billingCountry },
      kvk: invoice.billingKvk,
      btw: invoice.billingBtw,
    },
    sepa:
      invoice.debitDate && invoice.debitIbanLast4 && invoice.mandateReference
        ? { debitDate: invoice.debitDate, ibanLast4: invoice.debitIbanLast4, mandateReference: invoice.mandateReference }
        : null,
    agency: invoice.agency ?? agencyNow,
  };
}

/** Freezes the configured agency onto invoices made before the agency was copied at issue; once, at start-up. */
export async function freezeAgencyOnOlderInvoices(db: Kysely<Database>, agency: Agency): Promise<number> {
  const result = await db.updateTable('invoices').set({ agency: JSON.stringify(agency) }).where('agency', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
