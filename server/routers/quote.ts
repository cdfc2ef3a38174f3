import { acceptQuoteSchema, declineQuoteSchema, quoteTokenSchema } from '@/src/schemas/quotes';
import { acceptQuoteAnswer, declineQuoteAnswer, publicQuoteAnswer } from '@/src/schemas/quote-answers';
import { publicProcedure, router } from '@/server/trpc/init';
import { acceptQuote } from '@/server/features/quotes/accept-quote';
import { declineQuote, viewQuote } from '@/server/features/quotes/public-quote';

/**
 * /offerte/<token> without an account: the mailed token is the only key, so a wrong or expired token or a second answer all get
 * NOT_FOUND with one Dutch message. PDFs by token are plain GETs (quoteDownloadPaths): `pdf` while open, `signed-pdf` once accepted.
 */
export const quoteRouter = router({
  /** The whole quote and the terms, with its status (Geaccepteerd, Afgewezen once answered); the first opening moves Verzonden → Bekeken. */
  view: publicProcedure.input(quoteTokenSchema).output(publicQuoteAnswer).query(({ ctx, input }) => viewQuote(ctx, input.token)),

  /**
   * A simple electronic signature (typed name, agreement ticked), stored once with time, network, browser and the sent PDF's SHA-256;
   * account, project and purchases are made exactly once, even when accepted twice at the same moment.
   */
  accept: publicProcedure.input(acceptQuoteSchema).output(acceptQuoteAnswer).mutation(({ ctx, input }) => acceptQuote(ctx, input)),

  /** Declines, with an optional reason; the admins hear of it. */
  decline: publicProcedure.input(declineQuoteSchema).output(declineQuoteAnswer).mutation(({ ctx, input }) => declineQuote(ctx, input)),
});
