import { pageWindow } from '@/src/schemas/list';
import { pageOnlySchema } from '@/src/schemas/invoice';
import { listSignedQuotes } from '@/db/queries/quotes';
import { clientProcedure, router } from '@/server/trpc/init';

export const clientQuotesRouter = router({
  /** Facturen's "Getekende offertes": the client's own accepted quotes, newest first; each signed PDF at /api/quotes/:id/signed-pdf. */
  signed: clientProcedure.input(pageOnlySchema).query(({ ctx, input }) => listSignedQuotes(ctx.db, ctx.user, pageWindow(input.page))),
});
