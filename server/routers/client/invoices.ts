import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { pageWindow } from '@/src/schemas/list';
import { invoiceIdSchema, pageOnlySchema } from '@/src/schemas/invoice';
import { findInvoice, listClientInvoices, toInvoiceDocument } from '@/db/queries/invoices';
import { clientProcedure, router } from '@/server/trpc/init';

export const clientInvoicesRouter = router({
  /** Facturen: the client's own invoices, newest first. */
  list: clientProcedure.input(pageOnlySchema).query(({ ctx, input }) => listClientInvoices(ctx.db, ctx.user.id, pageWindow(input.page))),

  /** What the PDF shows; another client's invoice reads as missing. */
  document: clientProcedure.input(invoiceIdSchema).query(async ({ ctx, input }) => {
    const invoice = await findInvoice(ctx.db, input.invoiceId, ctx.user.id);
    if (!invoice) throw new TRPCError({ code: 'NOT_FOUND', message: nl.invoices.notFound });
    return toInvoiceDocument(invoice, ctx.services.config.invoicing.agency);
  }),
});
