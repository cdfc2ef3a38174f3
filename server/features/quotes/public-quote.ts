import { TRPCError } from '@trpc/server';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { todayInAmsterdam } from '@/src/dates';
import { isQuoteOpen, quoteDownloadPaths, quoteStatus, quoteTotals } from '@/src/domain/quotes';
import type { PublicQuote } from '@/src/schemas/quote-answers';
import { quotesText as t } from '@/src/text/nl/quotes';
import { findQuoteByTokenHash, listQuoteLines, markQuoteDecided, markQuoteViewed, type QuoteRow } from '@/db/queries/quotes';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';
import { announceQuoteAnswered } from '@/db/queries/notify-quotes';
import type { Context } from '@/server/trpc/context';
import { hashToken } from '@/server/auth/tokens';
import { mailQuoteAnswered } from '@/server/features/mails/quote-mails';

// /offerte/<token>: the link's token is the key. A wrong token, a quote past its valid-until date, and answering one already answered
// all give NOT_FOUND with one Dutch message.

export const quoteNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: t.errors.notFound });

/** The recipient acts without an account: the log names nobody, with the request's network. */
export function recipientSource(ctx: Pick<Context, 'device'>): ActivitySource {
  return { actor: null, network: ctx.device.ipNetwork };
}

/** The quote a token opens while it is open (sent, unanswered, not expired); locked in a transaction when asked. */
export async function openQuoteByToken(db: Kysely<Database> | Transaction<Database>, token: string, now: Date, lock = false): Promise<QuoteRow & { sentAt: Date; terms: string; pdfKey: string; pdfSha256: string }> {
  const quote = await findQuoteByTokenHash(db, hashToken(token), lock);
  if (!quote || !isQuoteOpen(quote, todayInAmsterdam(now)) || !quote.sentAt || !quote.terms || !quote.pdfKey || !quote.pdfSha256 || !quote.agency) throw quoteNotFound();
  return { ...quote, sentAt: quote.sentAt, terms: quote.terms, pdfKey: quote.pdfKey, pdfSha256: quote.pdfSha256 };
}

/** The quote a sent link shows until its valid-until date: open, or with its answer. */
async function sentQuoteByToken(db: Kysely<Database>, token: string, now: Date) {
  const quote = await findQuoteByTokenHash(db, hashToken(token));
  if (!quote || quote.status === 'concept' || quote.validUntil < todayInAmsterdam(now) || !quote.sentAt || !quote.terms || !quote.agency) throw quoteNotFound();
  return { ...quote, sentAt: quote.sentAt, terms: quote.terms, agency: quote.agency };
}

/** Opening the link: the whole quote, or its outcome once answered; the first time moves Verzonden → Bekeken (in the log too). */
export async function viewQuote(ctx: Context, token: string): Promise<PublicQuote> {
  const now = ctx.services.clock.now();
  const quote = await sentQuoteByToken(ctx.db, token, now);
  const status = quote.status === 'verzonden' ? await firstOpening(ctx, quote.id, now) : quote.status;
  const lines = await listQuoteLines(ctx.db, quote.id);
  const { agency } = quote;
  return {
    number: quote.quoteNumber,
    status: quoteStatus({ status, validUntil: quote.validUntil }, todayInAmsterdam(now)),
    recipient: { name: quote.recipientName, company: quote.recipientCompany, email: quote.recipientEmail },
    agency: { name: agency.name, address: agency.address, email: agency.email, phone: agency.phone, kvk: agency.kvk, btwId: agency.btwId },
    packageType: quote.packageType,
    lines: lines.map(({ moduleId: _moduleId, ...line }) => line),
    totals: quoteTotals(lines),
    introduction: quote.introduction,
    validUntil: quote.validUntil,
    terms: quote.terms,
    sentAt: quote.sentAt,
    pdfUrl: quoteDownloadPaths.pdfByToken(token),
  };
}

async function firstOpening(ctx: Context, quoteId: string, now: Date) {
  await ctx.db.transaction().execute(async (trx) => {
    if (await markQuoteViewed(trx, quoteId, now)) await recordActivity(trx, recipientSource(ctx), { kind: 'quote_viewed', subjectId: quoteId });
  });
  return 'bekeken' as const;
}

/** Declines an open quote once, with an optional reason; the admins are notified and mailed. */
export async function declineQuote(ctx: Context, input: { token: string; reason: string | null }): Promise<{ status: 'afgewezen' }> {
  const now = ctx.services.clock.now();
  const quote = await ctx.db.transaction().execute(async (trx) => {
    const open = await openQuoteByToken(trx, input.token, now, true);
    await markQuoteDecided(trx, open.id, { status: 'afgewezen', at: now, declineReason: input.reason });
    await recordActivity(trx, recipientSource(ctx), { kind: 'quote_declined', subjectId: open.id, subjectUserId: open.clientId });
    await announceQuoteAnswered(trx, open, 'quote_declined');
    return open;
  });
  await mailQuoteAnswered(ctx.services, ctx.log, quote, { accepted: false, reason: input.reason });
  return { status: 'afgewezen' };
}
