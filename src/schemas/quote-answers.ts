// What the quote procedures answer, written out as their output schemas: the admin's list, detail
// and options, and what the recipient reads at /offerte/<token> (no ids, nothing of other quotes).
import { z } from './zod';
import { PACKAGE_TYPES } from '@/src/domain/packages';
import { QUOTE_LINE_KINDS, QUOTE_STATUSES, STORED_QUOTE_STATUSES } from '@/src/domain/quotes';

const money = z.string();
const isoDate = z.string();

const totalsAnswer = z.object({
  subtotal: money,
  vat: money,
  total: money,
  groups: z.array(z.object({ vatRate: money, reverseCharge: z.boolean(), base: money, vat: money })),
});

/** One-off and monthly, each excl. btw (subtotal), btw and incl. btw (total). */
export const quoteTotalsAnswer = z.object({ oneOff: totalsAnswer, monthly: totalsAnswer });

export const quoteLineAnswer = z.object({
  kind: z.enum(QUOTE_LINE_KINDS),
  recurring: z.boolean(),
  moduleId: z.string().nullable(),
  description: z.string(),
  quantity: money,
  /** Excluding btw. */
  unitPrice: money,
  vatRate: money,
  reverseCharge: z.boolean(),
});

const recipientAnswer = z.object({
  /** 'client': an existing client's quote (clientId set); 'new': a contact without an account (yet). */
  kind: z.enum(['new', 'client']),
  clientId: z.string().nullable(),
  name: z.string(),
  company: z.string().nullable(),
  email: z.string(),
});

/** Offertes: a page, newest first, with the derived status and both totals incl. btw. */
export const quoteListAnswer = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.enum(QUOTE_STATUSES),
      recipientName: z.string(),
      recipientCompany: z.string().nullable(),
      recipientEmail: z.string(),
      packageType: z.enum(PACKAGE_TYPES),
      oneOffTotal: money,
      monthlyTotal: money,
      validUntil: isoDate,
      createdAt: z.date(),
      sentAt: z.date().nullable(),
    }),
  ),
  total: z.number(),
});

export const QUOTE_HISTORY_STEPS = ['made', 'updated', 'sent', 'opened', 'accepted', 'declined'] as const;

export const quoteSignatureAnswer = z.object({
  fullName: z.string(),
  signedAt: z.date(),
  /** IPv4 /24 or IPv6 /64; null when the address could not be read. */
  network: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** SHA-256 (hex) of the quote PDF as the recipient was shown it. */
  pdfSha256: z.string(),
});

/** One quote for the admin: everything the editor and the detail screen show, its history and its signature. */
export const quoteDetailAnswer = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(QUOTE_STATUSES),
  storedStatus: z.enum(STORED_QUOTE_STATUSES),
  recipient: recipientAnswer,
  packageType: z.enum(PACKAGE_TYPES),
  moduleIds: z.array(z.string()),
  /** Every line as priced: the package, the modules, then the admin's own. */
  lines: z.array(quoteLineAnswer),
  /** The admin's own lines as the editor takes them back (QuoteDraftInput's `lines`). */
  ownLines: z.array(z.object({ description: z.string(), quantity: money, unitPrice: money, vat: z.string() })),
  introduction: z.string(),
  validUntil: isoDate,
  /** The terms as sent (frozen then); null while a concept. */
  terms: z.string().nullable(),
  totals: quoteTotalsAnswer,
  createdAt: z.date(),
  sentAt: z.date().nullable(),
  viewedAt: z.date().nullable(),
  decidedAt: z.date().nullable(),
  declineReason: z.string().nullable(),
  /** The project its acceptance made. */
  projectId: z.string().nullable(),
  pdfSha256: z.string().nullable(),
  history: z.array(z.object({ step: z.enum(QUOTE_HISTORY_STEPS), at: z.date(), who: z.string().nullable() })),
  signature: quoteSignatureAnswer.nullable(),
  /** The HTTP downloads (GET, session cookie): the quote PDF once sent, the signed PDF once accepted. */
  downloads: z.object({ pdf: z.string().nullable(), signedPdf: z.string().nullable() }),
});

/** "Nieuwe offerte": the packages and the active modules to pick, with the btw rate they are priced at. */
export const quoteOptionsAnswer = z.object({
  packages: z.array(z.object({ type: z.enum(PACKAGE_TYPES), name: z.string(), monthlyPrice: money })),
  modules: z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), price: money, isRecurring: z.boolean() })),
  /** Packages and modules are priced excl. btw at this rate ('21.00'). */
  vatRate: money,
  /** The terms a quote is sent with (TERMS_TEXT). */
  terms: z.string(),
  /** A suggestion for the valid-until field: 30 days from today. */
  defaultValidUntil: isoDate,
});

/** What the recipient reads at /offerte/<token>. */
export const publicQuoteAnswer = z.object({
  number: z.string(),
  status: z.enum(QUOTE_STATUSES),
  recipient: z.object({ name: z.string(), company: z.string().nullable(), email: z.string() }),
  agency: z.object({ name: z.string(), address: z.string(), email: z.string(), phone: z.string().nullable(), kvk: z.string(), btwId: z.string() }),
  packageType: z.enum(PACKAGE_TYPES),
  lines: z.array(quoteLineAnswer.omit({ moduleId: true })),
  totals: quoteTotalsAnswer,
  introduction: z.string(),
  validUntil: isoDate,
  terms: z.string(),
  sentAt: z.date(),
  /** GET this for the PDF exactly as sent (its SHA-256 goes on the signature). */
  pdfUrl: z.string(),
});

export const acceptQuoteAnswer = z.object({
  status: z.literal('geaccepteerd'),
  /** GET by the same token: the quote with its audit page. */
  signedPdfUrl: z.string(),
  /** True when an account was made and an invitation to choose a password mailed; false for an existing client. */
  newAccount: z.boolean(),
});

export const declineQuoteAnswer = z.object({ status: z.literal('afgewezen') });

export type QuoteDetail = z.output<typeof quoteDetailAnswer>;
export type QuoteListAnswer = z.output<typeof quoteListAnswer>;
export type PublicQuote = z.output<typeof publicQuoteAnswer>;
export type QuoteOptions = z.output<typeof quoteOptionsAnswer>;
