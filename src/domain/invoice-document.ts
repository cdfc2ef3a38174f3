// What an invoice PDF shows (spec 7), as the server hands it to the browser and the
// PDF builder (src/pdf/invoice-pdf.ts) reads it. Everything is copied onto the invoice at creation
// except the agency, which comes from configuration.
import type { Agency, InvoiceAmounts } from './invoices';
import type { InvoiceStatus } from './statuses';
import type { IsoDate } from '@/src/dates';

export interface InvoiceDocument {
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

/** 'factuur-2026-0001.pdf' (spec 7). */
export function invoiceFileName(invoiceNumber: string): string {
  return `factuur-${invoiceNumber}.pdf`;
}
