// The signed quote: its pages as sent, then an audit page with the signature's facts, the history and the original PDF's SHA-256,
// so anyone can check the original download with sha256sum. Deterministic like the quote itself.
import type { jsPDF } from 'jspdf';
import { formatDateTime } from '@/src/dates';
import { quoteFileName } from '@/src/domain/quotes';
import { quotesText } from '@/src/text/nl/quotes';
import { fixedPdf, INK, LEFT, MUTED, RIGHT, room, writeQuotePages, type QuoteDocument } from './quote-pdf';

const t = quotesText.pdf.audit;

export interface QuoteSignatureFacts {
  fullName: string;
  signedAt: Date;
  network: string | null;
  userAgent: string | null;
  pdfSha256: string;
}

/** The quote's steps as the audit page lists them: what happened, when, and to or by whom. */
export interface QuoteAuditStep {
  label: string;
  at: Date;
  detail?: string | null;
}

function fact(pdf: jsPDF, label: string, value: string, y: number): number {
  pdf.setFont('helvetica', 'bold').setFontSize(9).setTextColor(INK).text(label, LEFT, y);
  pdf.setFont('helvetica', 'normal');
  const lines = pdf.splitTextToSize(value, RIGHT - 80) as string[];
  lines.forEach((line, i) => pdf.text(line, 80, y + i * 4.5));
  return y + Math.max(1, lines.length) * 4.5 + 2;
}

function writeAuditPage(pdf: jsPDF, document: QuoteDocument, signature: QuoteSignatureFacts, history: QuoteAuditStep[]): void {
  pdf.addPage();
  pdf.setFont('helvetica', 'bold').setFontSize(16).setTextColor(INK).text(`${t.title} ${document.number}`, LEFT, 25);
  pdf.setFont('helvetica', 'normal').setFontSize(9).setTextColor(MUTED);
  let y = 33;
  for (const line of pdf.splitTextToSize(t.intro, RIGHT - LEFT) as string[]) {
    pdf.text(line, LEFT, y);
    y += 4.5;
  }
  y += 4;
  y = fact(pdf, t.signedBy, signature.fullName, y);
  y = fact(pdf, t.signedAt, formatDateTime(signature.signedAt), y);
  y = fact(pdf, t.agreed, t.agreedText, y);
  y = fact(pdf, t.network, signature.network ?? t.unknown, y);
  y = fact(pdf, t.browser, signature.userAgent ?? t.unknown, y);

  y += 6;
  pdf.setFont('helvetica', 'bold').setFontSize(11).text(t.hashHeading, LEFT, y);
  y += 7;
  pdf.setFontSize(9).text(t.hashLabel, LEFT, y);
  pdf.setFont('courier', 'normal').setFontSize(9).text(signature.pdfSha256, LEFT, y + 5.5);
  pdf.setFont('helvetica', 'normal').setTextColor(MUTED);
  y += 12;
  for (const line of pdf.splitTextToSize(t.hashNote(quoteFileName(document.number)), RIGHT - LEFT) as string[]) {
    pdf.text(line, LEFT, y);
    y += 4.5;
  }

  y += 6;
  pdf.setFont('helvetica', 'bold').setFontSize(11).setTextColor(INK).text(t.historyHeading, LEFT, y);
  y += 7;
  for (const step of history) {
    y = room(pdf, y, 6);
    y = fact(pdf, step.label, `${formatDateTime(step.at)}${step.detail ? ` · ${step.detail}` : ''}`, y);
  }
}

/** The quote with its audit page; its creation date is the moment of signing. */
export function buildSignedQuotePdf(document: QuoteDocument, signature: QuoteSignatureFacts, history: QuoteAuditStep[]): Uint8Array {
  const pdf = fixedPdf(`${quotesText.pdf.title} ${document.number} (${t.title.toLowerCase()})`, document.agency.name, signature.signedAt, document.fileId);
  writeQuotePages(pdf, document);
  writeAuditPage(pdf, document, signature, history);
  return new Uint8Array(pdf.output('arraybuffer'));
}
