import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { pageWindow } from '@/src/schemas/list';
import { invoiceIdSchema, pageOnlySchema } from '@/src/schemas/invoice';
import { findInvoice, listClientInvoices, toInvoiceDocument } from '@/db/queries/invoices';
import { findInvoiceForCollection, latestPayLink } from '@/db/queries/invoice-payments';
import { clientProcedure, router } from '@/server/trpc/init';
import { recordProviderPayment, startInvoicePayLink } from '@/server/features/invoices/collection';
import { paymentProviderTrpcError } from '@/server/payments/sepa-mandate';

export const clientInvoicesRouter = router({
  /** Facturen: the client's own invoices, newest first. */
  list: clientProcedure.input(pageOnlySchema).query(({ ctx, input }) => listClientInvoices(ctx.db, ctx.user.id, pageWindow(input.page))),

  /** What the PDF shows; another client's invoice reads as missing. */
  document: clientProcedure.input(invoiceIdSchema).query(async ({ ctx, input }) => {
    const invoice = await findInvoice(ctx.db, input.invoiceId, ctx.user.id);
    if (!invoice) throw new TRPCError({ code: 'NOT_FOUND', message: nl.invoices.notFound });
    return toInvoiceDocument(invoice, ctx.services.config.invoicing.agency);
  }),

  /** The pay link: starts a one-off payment for an own open invoice; the browser goes to the checkout. */
  pay: clientProcedure.input(invoiceIdSchema).mutation(async ({ ctx, input }) => {
    const invoice = await findInvoiceForCollection(ctx.db, input.invoiceId);
    if (!invoice || invoice.userId !== ctx.user.id) throw new TRPCError({ code: 'NOT_FOUND', message: nl.invoices.notFound });
    const started = await startInvoicePayLink(ctx.services, invoice).catch((error: unknown) => {
      throw paymentProviderTrpcError(error, ctx.log, nl.invoices.payFailed);
    });
    if (!started) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: nl.invoices.notPayable });
    return started;
  }),

  /** Back from the checkout: asks the provider about the newest pay link (localhost gets no webhook) and answers the invoice's status. */
  checkPayment: clientProcedure.input(invoiceIdSchema).mutation(async ({ ctx, input }) => {
    const invoice = await findInvoice(ctx.db, input.invoiceId, ctx.user.id);
    if (!invoice) throw new TRPCError({ code: 'NOT_FOUND', message: nl.invoices.notFound });
    const payment = await latestPayLink(ctx.db, invoice.id);
    if (payment) {
      await recordProviderPayment(ctx.services, payment.providerPaymentId).catch((error: unknown) => {
        throw paymentProviderTrpcError(error, ctx.log, nl.generic.loadFailed);
      });
    }
    const current = await findInvoice(ctx.db, invoice.id, ctx.user.id);
    return { id: invoice.id, status: current?.status ?? invoice.status };
  }),
});
