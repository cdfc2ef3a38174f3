import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { toAmsterdamDate } from '@/src/dates';
import type { Agency } from '@/src/domain/invoices';
import type { QuoteLine } from '@/src/domain/quotes';
import { quotesText } from '@/src/text/nl/quotes';
import type { QuoteDocument } from '@/src/pdf/quote-pdf';
import { findQuoteSignature, listQuoteLines, type QuoteRow } from '@/db/queries/quotes';
import type { Storage } from '@/server/storage/types';

// The quote PDF is rendered once, when sent, and stored with its SHA-256: every download serves those bytes. The signed PDF is rendered
// from what never changes after signing (the quote as sent, the signature row), so it is the same file every time.

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function quotePdfKey(quote: { id: string; quoteNumber: string }): string {
  return `quotes/${quote.id}/${quote.quoteNumber}.pdf`;
}

/** What the PDF prints: the quote's rows as they are at sending (terms and agency frozen then). */
export function quoteDocumentOf(
  quote: Pick<QuoteRow, 'id' | 'quoteNumber' | 'recipientName' | 'recipientCompany' | 'recipientEmail' | 'validUntil' | 'introduction'>,
  lines: QuoteLine[],
  sent: { terms: string; agency: Agency; sentAt: Date },
): QuoteDocument {
  return {
    fileId: quote.id.replace(/-/g, ''),
    number: quote.quoteNumber,
    agency: sent.agency,
    recipient: { name: quote.recipientName, company: quote.recipientCompany, email: quote.recipientEmail },
    date: toAmsterdamDate(sent.sentAt),
    validUntil: quote.validUntil,
    introduction: quote.introduction,
    lines,
    terms: sent.terms,
    createdAt: sent.sentAt,
  };
}

/** Renders the quote and writes it to storage; its key and the SHA-256 of exactly those bytes. */
export async function storeQuotePdf(storage: Storage, document: QuoteDocument, key: string) {
  // jsPDF loads when a PDF is first made, as the invoice PDF's does: not with every server start (14 MiB, 70 ms).
  const { buildQuotePdf } = await import('@/src/pdf/quote-pdf');
  const bytes = buildQuotePdf(document);
  await storage.put(key, Buffer.from(bytes), { contentType: 'application/pdf', contentLength: bytes.byteLength });
  return { key, sha256: sha256Hex(bytes) };
}

/** The stored quote PDF, whole (a quote is a few pages). */
export async function readQuotePdf(storage: Storage, key: string): Promise<Buffer> {
  const { body } = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The signed PDF of an accepted quote: its pages as sent plus the audit page; null without a signature. */
export async function signedQuotePdf(db: Kysely<Database>, quote: QuoteRow): Promise<Uint8Array | null> {
  if (quote.status !== 'geaccepteerd' || !quote.sentAt || !quote.terms || !quote.agency) return null;
  const [lines, signature] = await Promise.all([listQuoteLines(db, quote.id), findQuoteSignature(db, quote.id)]);
  if (!signature) return null;
  const document = quoteDocumentOf(quote, lines, { terms: quote.terms, agency: quote.agency, sentAt: quote.sentAt });
  const a = quotesText.pdf.audit;
  const history = [
    { label: a.made, at: quote.createdAt },
    { label: a.sent, at: quote.sentAt, detail: quote.recipientEmail },
    ...(quote.viewedAt ? [{ label: a.opened, at: quote.viewedAt }] : []),
    { label: a.accepted, at: signature.signedAt, detail: signature.fullName },
  ];
  const { buildSignedQuotePdf } = await import('@/src/pdf/quote-audit-page');
  return buildSignedQuotePdf(document, signature, history);
}
