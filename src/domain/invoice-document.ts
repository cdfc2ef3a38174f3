// What an invoice PDF shows (spec 7), as the server hands it to src/pdf/invoice-pdf.ts. Everything, the agency included, is copied
// onto the invoice at creation, so the PDF of an old invoice never changes.
import type { Agency } from './invoices';
import type { InvoiceLine, VatGroup } from './invoice-lines';
import type { PostalAddress } from './postal-address';
import type { InvoiceKind, InvoiceStatus } from './statuses';
import type { IsoDate } from '@/src/dates';

export interface InvoiceDocument {
  /** A credit note (creditfactuur) prints its own title, negative amounts and the invoice it credits. */
  kind: InvoiceKind;
  /** The number of the invoice a credit note credits; null for an invoice (and an older module's credit note). */
  creditFor: string | null;
  invoiceNumber: string;
  invoiceDate: IsoDate;
  dueDate: IsoDate | null;
  description: string;
  status: InvoiceStatus;
  /** When it was paid (Amsterdam date): a paid invoice says so instead of asking for payment. */
  paidOn: IsoDate | null;
  lines: InvoiceLine[];
  /** The VAT per rate, adding up to the frozen VAT. */
  vatGroups: VatGroup[];
  amounts: { subtotal: string; vat: string; total: string };
  billing: { name: string; email: string | null; address: PostalAddress; kvk: string | null; btw: string | null };
  /** The direct debit announced on the invoice; null when it is paid another way. */
  sepa: { debitDate: IsoDate; ibanLast4: string; mandateReference: string } | null;
  agency: Agency;
}

/** 'factuur-2026-0001.pdf' (spec 7); a credit note 'creditfactuur-2026-0002.pdf'. */
export function invoiceFileName(invoiceNumber: string, kind: InvoiceKind = 'invoice'): string {
  return `${kind === 'credit_note' ? 'creditfactuur' : 'factuur'}-${invoiceNumber}.pdf`;
}
