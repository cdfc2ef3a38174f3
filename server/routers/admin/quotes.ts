import { z } from 'zod';
import { quoteDraftSchema, quoteIdSchema, quoteListSchema, updateQuoteSchema } from '@/src/schemas/quotes';
import { quoteDetailAnswer, quoteListAnswer, quoteOptionsAnswer } from '@/src/schemas/quote-answers';
import { pageWindow } from '@/src/schemas/list';
import { todayInAmsterdam } from '@/src/dates';
import { listQuotesForAdmin } from '@/db/queries/quotes';
import { adminProcedure, router } from '@/server/trpc/init';
import { activitySource } from '@/server/trpc/context';
import { createQuote, quoteOptions, updateQuote } from '@/server/features/quotes/quote-drafts';
import { loadQuoteDetail } from '@/server/features/quotes/quote-detail';
import { sendQuote } from '@/server/features/quotes/send-quote';

const savedAnswer = z.object({ id: z.string(), number: z.string() });

/**
 * Offertes (admin only). The PDFs are plain HTTP GETs with the session cookie (server/http/quote-downloads.ts, quoteDownloadPaths):
 * `/api/quotes/:id/pdf` (as sent, once sent) and `/api/quotes/:id/signed-pdf` (with its audit page, once accepted).
 */
export const adminQuotesRouter = router({
  /** A page newest first, searched (number, name, company, email) and filtered by the status shown ('verlopen' derived). */
  list: adminProcedure
    .input(quoteListSchema)
    .output(quoteListAnswer)
    .query(({ ctx, input }) =>
      listQuotesForAdmin(ctx.db, ctx.user, { q: input.q, status: input.status, today: todayInAmsterdam(ctx.services.clock.now()), ...pageWindow(input.page) }),
    ),

  /** One quote with its lines, totals, history (made, sent, opened, answered) and signature. */
  get: adminProcedure
    .input(quoteIdSchema)
    .output(quoteDetailAnswer)
    .query(({ ctx, input }) => loadQuoteDetail(ctx.db, ctx.user, input.id, todayInAmsterdam(ctx.services.clock.now()))),

  /** "Nieuwe offerte": a concept with its own number (OFF-YYYY-NNNN), priced from the catalogue. */
  create: adminProcedure
    .input(quoteDraftSchema)
    .output(savedAnswer)
    .mutation(({ ctx, input }) => createQuote(ctx.services, input, activitySource(ctx))),

  /** Changes a concept; once sent a quote is never changed (PRECONDITION_FAILED). */
  update: adminProcedure
    .input(updateQuoteSchema)
    .output(savedAnswer)
    .mutation(({ ctx, input }) => {
      const { id, ...draft } = input;
      return updateQuote(ctx.services, ctx.user, id, draft, activitySource(ctx));
    }),

  /**
   * Sends a concept: renders its PDF once (kept with its SHA-256), freezes the terms and the agency,
   * and mails the recipient the link /offerte/<token>, which works until the valid-until date.
   */
  send: adminProcedure
    .input(quoteIdSchema)
    .output(z.object({ id: z.string(), status: z.literal('verzonden'), sentAt: z.date() }))
    .mutation(({ ctx, input }) => sendQuote(ctx.services, ctx.user, input.id, activitySource(ctx))),

  /** What "Nieuwe offerte" picks from: packages, active modules, the btw rate and the terms. Clients: admin.users.list. */
  options: adminProcedure.output(quoteOptionsAnswer).query(({ ctx }) => quoteOptions(ctx.services)),
});
