import { acceptQuoteSchema, declineQuoteSchema, quoteTokenSchema } from '@/src/schemas/quotes';
import { acceptQuoteAnswer, declineQuoteAnswer, publicQuoteAnswer } from '@/src/schemas/quote-answers';
import { publicProcedure, router } from '@/server/trpc/init';
import { acceptQuote } from '@/server/features/quotes/accept-quote';
import { declineQuote, viewQuote } from '@/server/features/quotes/public-quote';

/**
 * /offerte/<token>, without an account: the mailed link's token is the only key. It shows the quote
 * until its valid-until date (with the answer once given) and answers it once. A wrong or expired
 * (past valid-until) token, or a second answer, gets NOT_FOUND with one Dutch message.
 * The PDFs by token are plain HTTP GETs (quoteDownloadPaths): `/api/offerte/:token/pdf` while the
 * quote is open, `/api/offerte/:token/signed-pdf` once accepted, until the valid-until date.
 */
export const quoteRouter = router({
  /** The whole quote and the terms, with its status (Geaccepteerd, Afgewezen once answered); the first opening moves Verzonden → Bekeken. */
  view: publicProcedure.input(quoteTokenSchema).output(publicQuoteAnswer).query(({ ctx, input }) => viewQuote(ctx, input.token)),

  /**
   * A simple electronic signature (typed full name, agreement ticked), stored once with the time,
   * network, browser and the SHA-256 of the PDF as sent; makes or links the client's account, the
   * project and its purchases exactly once, even when accepted twice at the same moment.
   */
  accept: publicProcedure.input(acceptQuoteSchema).output(acceptQuoteAnswer).mutation(({ ctx, input }) => acceptQuote(ctx, input)),

  /** Declines, with an optional reason; the admins hear of it. */
  decline: publicProcedure.input(declineQuoteSchema).output(declineQuoteAnswer).mutation(({ ctx, input }) => declineQuote(ctx, input)),
});
