// Quotes (offertes): their statuses, the one rule that derives "verlopen", their numbers and their
// totals. A quote's lines are invoice lines (invoice-lines.ts) that are either one-off or monthly.
import type { IsoDate } from '@/src/dates';
import { quotesText } from '@/src/text/nl/quotes';
import { lineTotals, vatOfRate, type InvoiceLine, type LineTotals } from './invoice-lines';
import { QUOTE_STATUSES, type QuoteStatus } from './list-statuses';

/** Every status a quote shows (list-statuses.ts); 'verlopen' is never stored, quoteStatus derives it. */
export { QUOTE_STATUSES, type QuoteStatus };

/** The statuses a quote row holds (the CHECK of its column). */
export const STORED_QUOTE_STATUSES = ['concept', 'verzonden', 'bekeken', 'geaccepteerd', 'afgewezen'] as const;
export type StoredQuoteStatus = (typeof STORED_QUOTE_STATUSES)[number];

/** Sent and not yet answered: the recipient may still accept or decline, until the valid-until date. */
export const AWAITING_ANSWER_STATUSES = ['verzonden', 'bekeken'] as const satisfies readonly StoredQuoteStatus[];

/**
 * THE status rule: an awaiting quote past its valid-until date (Amsterdam's day) reads as 'verlopen'; the valid-until day itself
 * still counts. Its SQL twin is isExpiredQuote in db/queries/rules.ts.
 */
export function quoteStatus(quote: { status: StoredQuoteStatus; validUntil: IsoDate }, today: IsoDate): QuoteStatus {
  const awaiting = (AWAITING_ANSWER_STATUSES as readonly StoredQuoteStatus[]).includes(quote.status);
  return awaiting && quote.validUntil < today ? 'verlopen' : quote.status;
}

/** The recipient may accept or decline (and opens it by its link): sent, unanswered, not expired. */
export function isQuoteOpen(quote: { status: StoredQuoteStatus; validUntil: IsoDate }, today: IsoDate): boolean {
  const status = quoteStatus(quote, today);
  return status === 'verzonden' || status === 'bekeken';
}

export function quoteStatusLabel(status: QuoteStatus): string {
  return quotesText.status[status];
}

/** 'OFF-2026-0001': the year of creation, then the sequence within that year, never reused or skipped. */
export function formatQuoteNumber(year: number, sequence: number): string {
  return `OFF-${year}-${String(sequence).padStart(4, '0')}`;
}

/** Where a line came from: the package, a module of the catalogue, or a line the admin typed. */
export const QUOTE_LINE_KINDS = ['package', 'module', 'custom'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export interface QuoteLine extends InvoiceLine {
  kind: QuoteLineKind;
  /** Billed every month (the package, a recurring module) instead of once. */
  recurring: boolean;
  /** The catalogue's module of a 'module' line; null for the others. */
  moduleId: string | null;
}

/** One-off and monthly totals, each excluding and including btw. */
export interface QuoteTotals {
  oneOff: LineTotals;
  monthly: LineTotals;
}

/** What a quote's catalogue lines are priced from: the package, the chosen modules and the VAT rate. */
export interface QuoteCatalogue {
  package: { name: string; monthlyPrice: string };
  modules: readonly { id: string; title: string; price: string; isRecurring: boolean }[];
  vatRate: string;
}

/**
 * In order: the package monthly, the chosen modules at catalogue prices, then the admin's own one-off lines. One pricing for the
 * server's saved quote and the editor's running totals.
 */
export function quoteLines(catalogue: QuoteCatalogue, own: readonly InvoiceLine[]): QuoteLine[] {
  const vat = vatOfRate(catalogue.vatRate);
  const once = { quantity: '1.00', ...vat };
  return [
    { kind: 'package', recurring: true, moduleId: null, description: quotesText.lines.package(catalogue.package.name), unitPrice: catalogue.package.monthlyPrice, ...once },
    ...catalogue.modules.map((module): QuoteLine => ({
      kind: 'module',
      recurring: module.isRecurring,
      moduleId: module.id,
      description: module.isRecurring ? quotesText.lines.moduleMonthly(module.title) : module.title,
      unitPrice: module.price,
      ...once,
    })),
    ...own.map((line): QuoteLine => ({ kind: 'custom', recurring: false, moduleId: null, ...line })),
  ];
}

/** The lines billed once (one-off modules and the admin's own lines), as the accepted quote's invoice lists them. */
export function oneOffLines(lines: readonly QuoteLine[]): InvoiceLine[] {
  return lines.filter((line) => !line.recurring).map(({ kind: _kind, recurring: _recurring, moduleId: _moduleId, ...line }) => line);
}

export function quoteTotals(lines: readonly QuoteLine[]): QuoteTotals {
  return {
    oneOff: lineTotals(oneOffLines(lines)),
    monthly: lineTotals(lines.filter((line) => line.recurring)),
  };
}

/** 'offerte-OFF-2026-0001.pdf', and the signed one with '-getekend'. */
export function quoteFileName(number: string, signed = false): string {
  return `offerte-${number}${signed ? '-getekend' : ''}.pdf`;
}

/**
 * The PDF downloads (plain HTTP GET): by the mailed link's token for the recipient, by id with a
 * signed-in session for an admin (and, for the signed PDF, the client the quote made or linked).
 */
export const quoteDownloadPaths = {
  pdfByToken: (token: string) => `/api/offerte/${encodeURIComponent(token)}/pdf`,
  signedPdfByToken: (token: string) => `/api/offerte/${encodeURIComponent(token)}/signed-pdf`,
  pdfById: (id: string) => `/api/quotes/${id}/pdf`,
  signedPdfById: (id: string) => `/api/quotes/${id}/signed-pdf`,
};

/** The page the mailed link opens. */
export function quoteLinkPath(token: string): string {
  return `/offerte/${encodeURIComponent(token)}`;
}
