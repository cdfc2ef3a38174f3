import { TRPCError } from '@trpc/server';
import { todayInAmsterdam } from '@/src/dates';
import { quotesText as t } from '@/src/text/nl/quotes';
import { findQuote, listQuoteLines, markQuoteSent } from '@/db/queries/quotes';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';
import type { Actor } from '@/db/queries/projects';
import type { Services } from '@/server/services';
import { generateToken, hashToken } from '@/server/auth/tokens';
import { mailQuoteLink } from '@/server/features/mails/quote-mails';
import { quoteDocumentOf, quotePdfKey, storeQuotePdf } from './quote-files';

/**
 * Sends a concept once, under the quote's row lock: the PDF stored with its SHA-256, terms and agency frozen, only the token's hash kept;
 * the mail goes after the commit. Returns the token for the caller's tests; the procedure answers without it.
 */
export async function sendQuoteWithToken(services: Services, actor: Actor, id: string, source: ActivitySource) {
  const now = services.clock.now();
  const token = generateToken();
  const { terms } = services.config;
  const { agency } = services.config.invoicing;
  const sent = await services.db.transaction().execute(async (trx) => {
    const quote = await findQuote(trx, actor, id, true);
    if (!quote) throw new TRPCError({ code: 'NOT_FOUND', message: t.errors.notFound });
    if (quote.status !== 'concept') throw new TRPCError({ code: 'PRECONDITION_FAILED', message: t.errors.alreadySent });
    if (quote.validUntil < todayInAmsterdam(now)) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: t.errors.validUntilPast });
    const lines = await listQuoteLines(trx, quote.id);
    // The key is the quote's own: a send that rolls back leaves a file the next send overwrites.
    const pdf = await storeQuotePdf(services.storage, quoteDocumentOf(quote, lines, { terms, agency, sentAt: now }), quotePdfKey(quote));
    const marked = await markQuoteSent(trx, quote.id, { tokenHash: hashToken(token), pdfKey: pdf.key, pdfSha256: pdf.sha256, terms, agency, sentAt: now });
    if (!marked) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: t.errors.alreadySent });
    await recordActivity(trx, source, { kind: 'quote_sent', subjectId: quote.id, subjectUserId: quote.clientId });
    return quote;
  });
  await mailQuoteLink(services, sent, token, agency.name);
  return { id: sent.id, status: 'verzonden' as const, sentAt: now, token };
}

export async function sendQuote(services: Services, actor: Actor, id: string, source: ActivitySource) {
  const { token: _token, ...sent } = await sendQuoteWithToken(services, actor, id, source);
  return sent;
}
