import { TRPCError } from '@trpc/server';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { IsoDate } from '@/src/dates';
import { vatChoiceOf } from '@/src/domain/invoice-lines';
import { quoteDownloadPaths, quoteStatus, quoteTotals } from '@/src/domain/quotes';
import type { ActivityKind } from '@/src/domain/activity-kinds';
import type { QuoteDetail } from '@/src/schemas/quote-answers';
import { quotesText as t } from '@/src/text/nl/quotes';
import { findQuote, findQuoteSignature, listQuoteActivity, listQuoteLines } from '@/db/queries/quotes';
import type { Actor } from '@/db/queries/projects';

const HISTORY_STEP: Partial<Record<ActivityKind, QuoteDetail['history'][number]['step']>> = {
  quote_created: 'made',
  quote_updated: 'updated',
  quote_sent: 'sent',
  quote_viewed: 'opened',
  quote_accepted: 'accepted',
  quote_declined: 'declined',
};

/** One quote for the admin: the editor's values, the priced lines and totals, the history from the log, the signature. */
export async function loadQuoteDetail(db: Kysely<Database>, actor: Actor, id: string, today: IsoDate): Promise<QuoteDetail> {
  const quote = await findQuote(db, actor, id);
  if (!quote) throw new TRPCError({ code: 'NOT_FOUND', message: t.errors.notFound });
  const [lines, signature, activity] = await Promise.all([listQuoteLines(db, id), findQuoteSignature(db, id), listQuoteActivity(db, id)]);
  return {
    id: quote.id,
    number: quote.quoteNumber,
    status: quoteStatus(quote, today),
    storedStatus: quote.status,
    recipient: { kind: quote.recipientKind, clientId: quote.clientId, name: quote.recipientName, company: quote.recipientCompany, email: quote.recipientEmail },
    packageType: quote.packageType,
    moduleIds: lines.flatMap((line) => (line.kind === 'module' && line.moduleId ? [line.moduleId] : [])),
    lines,
    ownLines: lines
      .filter((line) => line.kind === 'custom')
      .map((line) => ({ description: line.description, quantity: line.quantity, unitPrice: line.unitPrice, vat: vatChoiceOf(line) ?? '21' })),
    introduction: quote.introduction,
    validUntil: quote.validUntil,
    terms: quote.terms,
    totals: quoteTotals(lines),
    createdAt: quote.createdAt,
    sentAt: quote.sentAt,
    viewedAt: quote.viewedAt,
    decidedAt: quote.decidedAt,
    declineReason: quote.declineReason,
    projectId: quote.projectId,
    pdfSha256: quote.pdfSha256,
    history: activity.flatMap((row) => {
      const step = HISTORY_STEP[row.kind];
      return step ? [{ step, at: row.createdAt, who: row.fullName }] : [];
    }),
    signature: signature ?? null,
    downloads: {
      pdf: quote.pdfKey ? quoteDownloadPaths.pdfById(quote.id) : null,
      signedPdf: signature ? quoteDownloadPaths.signedPdfById(quote.id) : null,
    },
  };
}
