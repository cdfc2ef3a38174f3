// Deterministic (fixed creation date and file id, nothing read from the clock), so the SHA-256 stored when the quote is sent is the
// hash of what the recipient downloads.
import { jsPDF } from 'jspdf';
import { formatDate, type IsoDate } from '@/src/dates';
import { formatEuro } from '@/src/domain/money';
import { formatVatRate, type Agency } from '@/src/domain/invoices';
import { formatQuantity, lineAmount, type LineTotals, type LineVat } from '@/src/domain/invoice-lines';
import { quoteTotals, type QuoteLine } from '@/src/domain/quotes';
import { quotesText } from '@/src/text/nl/quotes';

const t = quotesText.pdf;
export const LEFT = 20;
export const RIGHT = 190;
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const BOTTOM = 275;

/** Everything the quote's PDF prints, frozen when it is sent. */
export interface QuoteDocument {
  /** The quote's id as 32 hex digits: the PDF's file id. */
  fileId: string;
  number: string;
  agency: Agency;
  recipient: { name: string; company: string | null; email: string };
  /** The day it was sent: its date on the page. */
  date: IsoDate;
  validUntil: IsoDate;
  introduction: string;
  lines: QuoteLine[];
  terms: string;
  /** The PDF's own creation date: the moment it was sent, never "now". */
  createdAt: Date;
}

/** 'D:20261129093000Z': a PDF date in UTC, so the server's time zone never changes the bytes. */
function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}+00'00'`;
}

/** A new A4 document whose bytes depend only on what is written in it. */
export function fixedPdf(title: string, author: string, createdAt: Date, fileId: string): jsPDF {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  pdf.setCreationDate(pdfDate(createdAt));
  pdf.setFileId(fileId.replace(/[^0-9a-f]/gi, '').padEnd(32, '0').slice(0, 32).toUpperCase());
  pdf.setProperties({ title, author, creator: author });
  return pdf;
}

export function writeLines(pdf: jsPDF, texts: string[], x: number, y: number, options: { align?: 'right'; step?: number } = {}): number {
  const step = options.step ?? 5;
  texts.forEach((text, i) => pdf.text(text, x, y + i * step, options.align ? { align: options.align } : undefined));
  return y + texts.length * step;
}

/** A new page when the next block would run off this one; the y to write at. */
export function room(pdf: jsPDF, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y;
  pdf.addPage();
  return 20;
}

function vatLabel(vat: LineVat): string {
  return vat.reverseCharge ? t.reverseCharged : `${formatVatRate(vat.vatRate)}%`;
}

function header(pdf: jsPDF, document: QuoteDocument): number {
  const { agency } = document;
  pdf.setFont('helvetica', 'bold').setFontSize(18).setTextColor(INK).text(agency.name, LEFT, 25);
  pdf.setFontSize(22).text(t.title, RIGHT, 25, { align: 'right' });
  pdf.setFont('helvetica', 'normal').setFontSize(9).setTextColor(MUTED);
  const address = agency.address.split(/\s*[,\n]\s*/).filter(Boolean);
  writeLines(pdf, [...address, agency.email, ...(agency.phone ? [agency.phone] : [])], LEFT, 32, { step: 4.5 });
  writeLines(pdf, [`${t.kvk} ${agency.kvk}`, `${t.btwId} ${agency.btwId}`, `${t.iban} ${agency.iban}`], RIGHT, 32, { align: 'right', step: 4.5 });

  pdf.setFont('helvetica', 'bold').setFontSize(10).setTextColor(INK).text(t.preparedFor, LEFT, 62);
  pdf.setFont('helvetica', 'normal');
  const { recipient } = document;
  const end = writeLines(pdf, [recipient.name, ...(recipient.company ? [recipient.company] : []), recipient.email], LEFT, 68);
  const facts: [string, string][] = [
    [t.quoteNumber, document.number],
    [t.date, formatDate(document.date)],
    [t.validUntil, formatDate(document.validUntil)],
  ];
  facts.forEach(([label, value], i) => {
    pdf.setFont('helvetica', 'bold').text(label, 120, 62 + i * 6);
    pdf.setFont('helvetica', 'normal').text(value, RIGHT, 62 + i * 6, { align: 'right' });
  });
  return Math.max(end, 62 + facts.length * 6) + 8;
}

function paragraphs(pdf: jsPDF, text: string, top: number, size = 10): number {
  if (!text.trim()) return top;
  pdf.setFont('helvetica', 'normal').setFontSize(size).setTextColor(INK);
  let y = top;
  const step = size * 0.5;
  for (const line of pdf.splitTextToSize(text, RIGHT - LEFT) as string[]) {
    y = room(pdf, y, step);
    pdf.text(line, LEFT, y);
    y += step;
  }
  return y + 4;
}

const COLUMNS = { description: LEFT + 3, quantity: 120, price: 146, vat: 162, amount: RIGHT - 3 };

function tableHead(pdf: jsPDF, title: string, top: number): number {
  pdf.setFont('helvetica', 'bold').setFontSize(11).setTextColor(INK).text(title, LEFT, top);
  pdf.setFillColor('#f3f4f6').rect(LEFT, top + 3, RIGHT - LEFT, 8, 'F');
  pdf.setFontSize(9);
  const y = top + 8.5;
  pdf.text(t.description, COLUMNS.description, y);
  pdf.text(t.quantity, COLUMNS.quantity, y, { align: 'right' });
  pdf.text(t.unitPrice, COLUMNS.price, y, { align: 'right' });
  pdf.text(t.vatColumn, COLUMNS.vat, y, { align: 'right' });
  pdf.text(t.amount, COLUMNS.amount, y, { align: 'right' });
  pdf.setFont('helvetica', 'normal');
  return top + 17;
}

/** One table (one-off or monthly) with its totals excl. btw, the btw and incl. btw. */
function lineTable(pdf: jsPDF, title: string, lines: QuoteLine[], totals: LineTotals, totalLabel: string, top: number): number {
  let y = tableHead(pdf, title, room(pdf, top, 30));
  for (const line of lines) {
    const description = pdf.splitTextToSize(line.description, COLUMNS.quantity - COLUMNS.description - 14) as string[];
    const next = room(pdf, y, description.length * 5 + 2);
    if (next !== y) y = tableHead(pdf, title, next);
    writeLines(pdf, description, COLUMNS.description, y);
    pdf.text(formatQuantity(line.quantity), COLUMNS.quantity, y, { align: 'right' });
    pdf.text(formatEuro(line.unitPrice), COLUMNS.price, y, { align: 'right' });
    pdf.text(vatLabel(line), COLUMNS.vat, y, { align: 'right' });
    pdf.text(formatEuro(lineAmount(line)), COLUMNS.amount, y, { align: 'right' });
    y += description.length * 5 + 2;
  }
  const rows: [string, string][] = [
    [t.subtotal, formatEuro(totals.subtotal)],
    ...totals.groups.map((group): [string, string] => [group.reverseCharge ? `${t.vat} ${t.reverseCharged}` : `${t.vat} ${formatVatRate(group.vatRate)}%`, formatEuro(group.vat)]),
  ];
  y = room(pdf, y + 4, rows.length * 6 + 12);
  pdf.setDrawColor('#d1d5db').line(110, y - 4, RIGHT, y - 4);
  pdf.setFontSize(9);
  for (const [label, value] of rows) {
    pdf.text(label, 112, y);
    pdf.text(value, RIGHT - 3, y, { align: 'right' });
    y += 6;
  }
  pdf.setFont('helvetica', 'bold').setFontSize(10).text(totalLabel, 112, y + 1);
  pdf.text(formatEuro(totals.total), RIGHT - 3, y + 1, { align: 'right' });
  pdf.setFont('helvetica', 'normal');
  return y + 14;
}

/** The quote's pages: header, introduction, the one-off and the monthly table, the terms. */
export function writeQuotePages(pdf: jsPDF, document: QuoteDocument): void {
  let y = header(pdf, document);
  y = paragraphs(pdf, document.introduction, y);
  const totals = quoteTotals(document.lines);
  const oneOff = document.lines.filter((line) => !line.recurring);
  const monthly = document.lines.filter((line) => line.recurring);
  if (oneOff.length > 0) y = lineTable(pdf, t.oneOffHeading, oneOff, totals.oneOff, t.total, y);
  if (monthly.length > 0) y = lineTable(pdf, t.monthlyHeading, monthly, totals.monthly, t.monthlyTotal, y);
  pdf.setFont('helvetica', 'normal').setFontSize(9).setTextColor(MUTED);
  paragraphs(pdf, t.acceptNote(formatDate(document.validUntil)), room(pdf, y, 10), 9);
  pdf.addPage();
  pdf.setFont('helvetica', 'bold').setFontSize(13).setTextColor(INK).text(t.termsHeading, LEFT, 25);
  paragraphs(pdf, document.terms, 34, 9);
}

/** The quote as sent: the bytes whose SHA-256 the signature records. */
export function buildQuotePdf(document: QuoteDocument): Uint8Array {
  const pdf = fixedPdf(`${t.title} ${document.number}`, document.agency.name, document.createdAt, document.fileId);
  writeQuotePages(pdf, document);
  return new Uint8Array(pdf.output('arraybuffer'));
}
