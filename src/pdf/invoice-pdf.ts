// The invoice as a PDF (spec 7). Isomorphic: the browser imports it dynamically only when a download starts, and a Node test
// builds the same document and reads its text back.
import { jsPDF } from 'jspdf';
import { formatDate } from '@/src/dates';
import { formatEuro } from '@/src/domain/money';
import { formatVatRate } from '@/src/domain/invoices';
import { formatQuantity, lineAmount, type LineVat } from '@/src/domain/invoice-lines';
import { addressLines } from '@/src/domain/postal-address';
import { invoiceFileName, type InvoiceDocument } from '@/src/domain/invoice-document';
import { invoicePdfText as pdfText } from '@/src/text/nl/invoice-pdf';

const t = pdfText.invoicePdf;
const LEFT = 20;
const RIGHT = 190;
const INK = '#1f2937';
const MUTED = '#6b7280';

const BOTTOM = 275;

/** The agency's address as configured ('Straat 1, 1234 AB Plaats'), one line per part. */
function settingLines(address: string): string[] {
  return address.split(/\s*[,\n]\s*/).filter(Boolean);
}

/** '21%', '0%', 'verlegd': a line's rate as its column shows it. */
function vatLabel(vat: LineVat): string {
  return vat.reverseCharge ? t.reverseCharged : `${formatVatRate(vat.vatRate)}%`;
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
  lines(pdf, [...settingLines(agency.address), agency.email, ...(agency.phone ? [agency.phone] : [])], LEFT, 32, { step: 4.5 });
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

/** A new page when the next row would run off this one; the y to write at. */
function room(pdf: jsPDF, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y;
  pdf.addPage();
  return 20;
}

const COLUMNS = { description: LEFT + 3, quantity: 120, price: 146, vat: 162, amount: RIGHT - 3 };

function tableHead(pdf: jsPDF, top: number): number {
  pdf.setFillColor('#f3f4f6').rect(LEFT, top, RIGHT - LEFT, 8, 'F');
  pdf.setFont('helvetica', 'bold').setFontSize(9).setTextColor(INK);
  pdf.text(t.description, COLUMNS.description, top + 5.5);
  pdf.text(t.quantity, COLUMNS.quantity, top + 5.5, { align: 'right' });
  pdf.text(t.unitPrice, COLUMNS.price, top + 5.5, { align: 'right' });
  pdf.text(t.vatColumn, COLUMNS.vat, top + 5.5, { align: 'right' });
  pdf.text(t.amount, COLUMNS.amount, top + 5.5, { align: 'right' });
  pdf.setFont('helvetica', 'normal');
  return top + 14;
}

/** The lines as a table (continued on a next page when long), then the subtotal, the VAT per rate and the total. */
function lineTable(pdf: jsPDF, document: InvoiceDocument, top: number): number {
  let y = tableHead(pdf, top);
  for (const line of document.lines) {
    const description = pdf.splitTextToSize(line.description, COLUMNS.quantity - COLUMNS.description - 14) as string[];
    const next = room(pdf, y, description.length * 5 + 2);
    if (next !== y) y = tableHead(pdf, next);
    lines(pdf, description, COLUMNS.description, y);
    pdf.text(formatQuantity(line.quantity), COLUMNS.quantity, y, { align: 'right' });
    pdf.text(formatEuro(line.unitPrice), COLUMNS.price, y, { align: 'right' });
    pdf.text(vatLabel(line), COLUMNS.vat, y, { align: 'right' });
    pdf.text(formatEuro(lineAmount(line)), COLUMNS.amount, y, { align: 'right' });
    y += description.length * 5 + 2;
  }
  const { amounts } = document;
  const totals: [string, string][] = [
    [t.subtotal, formatEuro(amounts.subtotal)],
    ...document.vatGroups.map((group): [string, string] => [group.reverseCharge ? t.reverseChargedVat : t.vat(formatVatRate(group.vatRate)), formatEuro(group.vat)]),
  ];
  y = room(pdf, y + 4, totals.length * 6 + 12);
  pdf.setDrawColor('#d1d5db').line(110, y - 4, RIGHT, y - 4);
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
  const reverseCharged = document.lines.some((line) => line.reverseCharge) ? [t.reverseChargeNote(document.billing.btw ?? '')] : [];
  const note = document.kind === 'credit_note'
    ? [t.creditNote(formatEuro(amounts.total.replace(/^-/, '')), document.creditFor)]
    : document.paidOn
    ? [t.paidNote(total, formatDate(document.paidOn))]
    : sepa
    ? [t.sepaNote(total, formatDate(sepa.debitDate)), t.debitAccount(t.maskedIban(sepa.ibanLast4)), t.creditorLine(agency.sepaCreditorId, sepa.mandateReference)]
    : [t.transferNote(total, formatDate(document.dueDate ?? document.invoiceDate), agency.iban, agency.name, document.invoiceNumber)];
  pdf.setFont('helvetica', 'normal').setFontSize(9).setTextColor(MUTED);
  const text = [...reverseCharged, ...note].flatMap((paragraph) => pdf.splitTextToSize(paragraph, RIGHT - LEFT) as string[]);
  lines(pdf, text, LEFT, room(pdf, top, text.length * 4.5), { step: 4.5 });
}

/** The invoice on A4, a page more when its lines need it. */
export function buildInvoicePdf(document: InvoiceDocument): jsPDF {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4' });
  pdf.setProperties({ title: `${document.kind === 'credit_note' ? t.creditNoteTitle : t.title} ${document.invoiceNumber}`, author: document.agency.name });
  header(pdf, document);
  const itemsTop = addressBlock(pdf, document);
  const noteTop = lineTable(pdf, document, itemsTop);
  paymentNote(pdf, document, noteTop);
  return pdf;
}

/** In the browser: builds the invoice and saves it as factuur-{nummer}.pdf. */
export function saveInvoicePdf(document: InvoiceDocument): void {
  buildInvoicePdf(document).save(invoiceFileName(document.invoiceNumber, document.kind));
}
