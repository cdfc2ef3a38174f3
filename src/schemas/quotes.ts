// Quotes: the admin's draft (a recipient, a package, modules, lines of their own, an introduction and
// a valid-until date), the list's query, and the recipient's answer at /offerte/<token>.
import { z } from './zod';
import { nl } from '@/src/text/nl';
import { PACKAGE_TYPES } from '@/src/domain/packages';
import { QUOTE_STATUSES } from '@/src/domain/quotes';
import { linesFit } from '@/src/domain/invoice-lines';
import { invoiceLinesText } from '@/src/text/nl/invoice-lines';
import { quotesText } from '@/src/text/nl/quotes';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, idSchema, optionalText, requiredText } from './fields';
import { emailSchema } from './auth';
import { isIsoDate } from '@/src/dates';
import { invoiceLineSchema, MAX_LINES } from './invoice-lines';
import { listQuerySchema } from './list';

const t = quotesText;

/** Far above what one quote offers; the catalogue is small. */
export const MAX_QUOTE_MODULES = 30;
export const QUOTE_REASON_MAX = 2000;

/** A new contact (no account yet) or one of the agency's clients. */
export const quoteRecipientSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('new'),
      name: requiredText(t.errors.recipientRequired, SHORT_TEXT_MAX),
      company: optionalText(SHORT_TEXT_MAX),
      email: emailSchema,
    }),
    z.object({ kind: z.literal('client'), clientId: idSchema(t.errors.clientNotFound) }),
  ],
  { error: t.errors.recipientRequired },
);

/** Lines of the admin's own (one-off), with amount and VAT as on an invoice; none is fine. */
export const quoteOwnLinesSchema = z
  .array(invoiceLineSchema, { error: invoiceLinesText.lines.linesRequired })
  .max(MAX_LINES, invoiceLinesText.lines.tooManyLines(MAX_LINES))
  .default([])
  .superRefine((lines, ctx) => {
    if (!linesFit(lines)) ctx.addIssue({ code: 'custom', message: invoiceLinesText.lines.tooLarge });
  });

export const quoteDraftShape = {
  recipient: quoteRecipientSchema,
  packageType: z.enum(PACKAGE_TYPES, { error: t.validation.packageRequired }),
  /** Modules of the catalogue (active ones); each once. */
  moduleIds: z
    .array(idSchema(t.errors.moduleNotFound), { error: t.errors.moduleNotFound })
    .max(MAX_QUOTE_MODULES, t.validation.tooManyModules(MAX_QUOTE_MODULES))
    .default([])
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  lines: quoteOwnLinesSchema,
  introduction: z
    .string({ error: nl.validation.invalidChoice })
    .trim()
    .max(LONG_TEXT_MAX, t.validation.introductionTooLong(LONG_TEXT_MAX))
    .nullish()
    .transform((value) => value ?? ''),
  /** The last day the recipient may accept (Europe/Amsterdam); checked against today on the server. */
  validUntil: z
    .string({ error: t.validation.validUntilRequired })
    .trim()
    .min(1, t.validation.validUntilRequired)
    .refine(isIsoDate, nl.validation.dateInvalid),
};

export const quoteDraftSchema = z.object(quoteDraftShape);

export const quoteIdSchema = z.object({ id: idSchema(t.errors.notFound) });

export const updateQuoteSchema = z.object({ id: idSchema(t.errors.notFound), ...quoteDraftShape });

/** Offertes' address bar and query: search (number, name, company, email), one status or all, page. */
export const quoteListSchema = listQuerySchema.extend({
  status: z.enum(QUOTE_STATUSES, { error: nl.validation.invalidChoice }).optional().catch(undefined),
});

// A quote's token is 32 base32 characters; anything far longer is not one of ours.
const TOKEN_MAX_LENGTH = 200;
const tokenSchema = z.string({ error: t.errors.notFound }).min(1, t.errors.notFound).max(TOKEN_MAX_LENGTH, t.errors.notFound);

export const quoteTokenSchema = z.object({ token: tokenSchema });

/** A simple electronic signature: the full name typed and the agreement ticked. */
export const acceptQuoteSchema = z.object({
  token: tokenSchema,
  fullName: requiredText(t.errors.fullNameRequired, SHORT_TEXT_MAX),
  agree: z.literal(true, { error: t.errors.agreeRequired }),
});

export const declineQuoteSchema = z.object({
  token: tokenSchema,
  reason: optionalText(QUOTE_REASON_MAX),
});

export type QuoteRecipientInput = z.input<typeof quoteRecipientSchema>;
export type QuoteDraftInput = z.input<typeof quoteDraftSchema>;
export type QuoteDraft = z.output<typeof quoteDraftSchema>;
export type UpdateQuoteInput = z.input<typeof updateQuoteSchema>;
export type QuoteListQuery = z.output<typeof quoteListSchema>;
export type AcceptQuoteInput = z.input<typeof acceptQuoteSchema>;
export type DeclineQuoteInput = z.input<typeof declineQuoteSchema>;
