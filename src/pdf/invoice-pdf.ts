// The invoice as a PDF (spec 7), built with jsPDF. Isomorphic: the browser loads this
// module only when a download starts (a dynamic import) and saves the result; a Node test builds
// the same document and reads its text back.
import { jsPDF } from 'jspdf';
import { formatDate } from '@/src/dates';
import { formatEuro } from '@/src/domain/money';
import { formatVatRate } from '@/src/domain/invoices';
import { invoiceFileName, type InvoiceDocument } from '@/src/domain/invoice-document';
import { invoicePdfText as pdfText } from '@/src/text/nl/invoice-pdf';

const t = pdfText.invoicePdf;
const LEFT = 20;
const RIGHT = 190;
const INK = '#1f2937';
const MUTED = '#6b7280';

/** An address as typed ('Straat 1, 1234 AB Plaats' or on several lines), one line per part. */
function addressLines(address: string | null): string[] {
  return (address ?? '').split(/\s*[,\n]\s*/).filter(Boolean);
}

function lines(pdf: jsPDF, texts: string[], x: number, y: number, options: { align?: 'right'; step?: number } = {}): number {
  const step = options.step ?? 5;
  texts.forEach((text, i) => pdf.text(text, x, y + i * step, options.align ? { align: options.align } : undefined));
  return y + texts.length * step;
}

function header(pdf: jsPDF, document: InvoiceDocument): void {
  const { agency } = document;
  pdf.setFont('helvetica', 'bold').setFontSize(18).setTextColor(INK);
  pdf.text(agency.name, LEFT, 25);
  pdf.setFontSize(22).text(document.kind === 'credit_note' ? t.creditNoteTitle : t.title, RIGHT, 25, { align: 'right' });
  pdf.setFont('helvetica', 'normal').setFontSize(9).setTextColor(MUTED);
  lines(pdf, [...addressLines(agency.address), agency.email, ...(agency.phone ? [agency.phone] : [])], LEFT, 32, { step: 4.5 });
  lines(pdf, [`${t.kvk} ${agency.kvk}`, `${t.btwId} ${agency.btwId}`, `${t.iban} ${agency.iban}`], RIGHT, 32, { align: 'right', step: 4.5 });
}

function addressBlock(pdf: jsPDF, document: InvoiceDocument): number {
  const { billing } = document;
  pdf.setFont('helvetica', 'bold').setFontSize(10).setTextColor(INK).text(t.billedTo, LEFT, 62);
  pdf.setFont('helvetica', 'normal');
  const billed = [
    billing.name,
    ...addressLines(billing.address),
    ...(billing.kvk ? [`${t.kvk} ${billing.kvk}`] : []),
    ...(billing.btw ? [`${t.btw} ${billing.btw}`] : []),
  ];
  const end = lines(pdf, billed, LEFT, 68);

  const credit = document.kind === 'credit_note';
  const facts: [string, string][] = [
    [credit ? t.creditNoteNumber : t.invoiceNumber, document.invoiceNumber],
    ...(document.creditFor ? ([[t.creditFor, document.creditFor]] as [string, string][]) : []),
    [t.invoiceDate, formatDate(document.invoiceDate)],
    ...(document.dueDate ? ([[t.dueDate, formatDate(document.dueDate)]] as [string, string][]) : []),
  ];
  facts.forEach(([label, value], i) => {
    pdf.setFont('helvetica', 'bold').text(label, 120, 62 + i * 6);
    pdf.setFont('helvetica', 'normal').text(value, RIGHT, 62 + i * 6, { align: 'right' });
  });
  return Math.max(end, 62 + facts.length * 6) + 10;
}

function lineItem(pdf: jsPDF, document: InvoiceDocument, top: number): number {
  const { amounts } = document;
  pdf.setFillColor('#f3f4f6').rect(LEFT, top, RIGHT - LEFT, 8, 'F');
  pdf.setFont('helvetica', 'bold').setFontSize(10).setTextColor(INK);
  pdf.text(t.description, LEFT + 3, top + 5.5);
  pdf.text(t.amount, RIGHT - 3, top + 5.5, { align: 'right' });
  pdf.setFont('helvetica', 'normal');
  const description = pdf.splitTextToSize(document.description, 120) as string[];
  const end = lines(pdf, description, LEFT + 3, top + 15);
  pdf.text(formatEuro(amounts.subtotal), RIGHT - 3, top + 15, { align: 'right' });

  let y = end + 6;
  pdf.setDrawColor('#d1d5db').line(110, y - 4, RIGHT, y - 4);
  const totals: [string, string][] = [
    [t.subtotal, formatEuro(amounts.subtotal)],
    [t.vat(formatVatRate(amounts.vatRate)), formatEuro(amounts.vat)],
  ];
  for (const [label, value] of totals) {
    pdf.text(label, 112, y);
    pdf.text(value, RIGHT - 3, y, { align: 'right' });
    y += 6;
  }
  pdf.setFont('helvetica', 'bold').setFontSize(11);
  pdf.text(t.total, 112, y + 1);
  pdf.text(formatEuro(amounts.total), RIGHT - 3, y + 1, { align: 'right' });
  return y + 16;
}

function paymentNote(pdf: jsPDF, document: InvoiceDocument, top: number): void {
  const { agency, amounts, sepa } = document;
  const total = formatEuro(amounts.total);
  const note = document.kind === 'credit_note'
    ? [t.creditNote(formatEuro(amounts.total.replace(/^-/, '')), document.creditFor)]
    : sepa
    ? [t.sepaNote(total, formatDate(sepa.debitDate)), t.debitAccount(t.maskedIban(sepa.ibanLast4)), t.creditorLine(agency.sepaCreditorId, sepa.mandateReference)]
    : [t.transferNote(total, formatDate(document.dueDate ?? document.invoiceDate), agency.iban, agency.name, document.invoiceNumber)];
  pdf.setFont('helvetica', 'normal').setFontSize(9).setTextColor(MUTED);
  lines(pdf, note.flatMap((text) => pdf.splitTextToSize(text, RIGHT - LEFT) as string[]), LEFT, top, { step: 4.5 });
}

/** The whole invoice on one A4 page. */
export function buildInvoicePdf(document: InvoiceDocument): jsPDF {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  pdf.setProperties({ title: `${document.kind === 'credit_note' ? t.creditNoteTitle : t.title} ${document.invoiceNumber}`, author: document.agency.name });
  header(pdf, document);
  const itemsTop = addressBlock(pdf, document);
  const noteTop = lineItem(pdf, document, itemsTop);
  paymentNote(pdf, document, noteTop);
  return pdf;
}

/** In the browser: builds the invoice and saves it as factuur-{nummer}.pdf. */
export function saveInvoicePdf(document: InvoiceDocument): void {
  buildInvoicePdf(document).save(invoiceFileName(document.invoiceNumber, document.kind));
}
