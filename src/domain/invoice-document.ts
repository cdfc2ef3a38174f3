// What an invoice PDF shows (spec 7), as the server hands it to the browser and the
// PDF builder (src/pdf/invoice-pdf.ts) reads it. Everything is copied onto the invoice at creation,
// the agency included, so the PDF of an old invoice never changes.
import type { Agency, InvoiceAmounts } from './invoices';
import type { InvoiceKind, InvoiceStatus } from './statuses';
import type { IsoDate } from '@/src/dates';

export interface InvoiceDocument {
  /** A credit note (creditfactuur) prints its own title, negative amounts and the invoice it credits. */
  kind: InvoiceKind;
  /** The number of the invoice a credit note credits; null for an invoice (and a module's credit note). */
  creditFor: string | null;
  invoiceNumber: string;
  invoiceDate: IsoDate;
  dueDate: IsoDate | null;
  description: string;
  status: InvoiceStatus;
  amounts: InvoiceAmounts;
  billing: { name: string; email: string | null; address: string | null; kvk: string | null; btw: string | null };
  /** The direct debit announced on the invoice; null when it is paid another way. */
  sepa: { debitDate: IsoDate; ibanLast4: string; mandateReference: string } | null;
  agency: Agency;
}

/** 'factuur-2026-0001.pdf' (spec 7); a credit note 'creditfactuur-2026-0002.pdf'. */
export function invoiceFileName(invoiceNumber: string, kind: InvoiceKind = 'invoice'): string {
  return `${kind === 'credit_note' ? 'creditfactuur' : 'factuur'}-${invoiceNumber}.pdf`;
}
