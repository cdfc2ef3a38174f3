import { invoicesText } from '@/src/text/nl/invoices';
import { pageWindow } from '@/src/schemas/list';
import { pageOnlySchema } from '@/src/schemas/invoice';
import { listClientInvoices } from '@/db/queries/invoices';
import { loadInvoiceDocument } from '@/db/queries/invoice-documents';
import { listInvoicePaymentHistory } from '@/db/queries/payment-history';
import { clientProcedure, router } from '@/server/trpc/init';
import { invoiceProcedure } from '@/server/trpc/invoice-procedures';
import { paymentTrpcError } from '@/server/routers/payment-errors';
import { startInvoicePayLink } from '@/server/features/invoices/invoice-payments';
import { loadUbl } from '@/server/features/invoices/load-ubl';

export const clientInvoicesRouter = router({
  /** Facturen: the client's own invoices and credit notes, newest first. */
  list: clientProcedure.input(pageOnlySchema).query(({ ctx, input }) => listClientInvoices(ctx.db, ctx.user, pageWindow(input.page))),

  /** The e-invoice (UBL 2.1, Peppol BIS Billing 3.0) of the same content as the PDF. */
  ubl: invoiceProcedure(['client']).query(async ({ ctx }) => {
    const document = await loadInvoiceDocument(ctx.db, ctx.invoice, ctx.services.config.invoicing.agency);
    return (await loadUbl()).ublInvoice(document);
  }),

  /** What the PDF shows, for an invoice or a credit note; another client's reads as missing. */
  document: invoiceProcedure(['client']).query(({ ctx }) => loadInvoiceDocument(ctx.db, ctx.invoice, ctx.services.config.invoicing.agency)),

  /** The invoice's payments, chargebacks and refunds, as the client made and got them. */
  history: invoiceProcedure(['client']).query(({ ctx }) => listInvoicePaymentHistory(ctx.db, ctx.user, ctx.invoice.id)),

  /** The pay link: the open one-off payment for an own open invoice, or a new one; the browser goes to the checkout. */
  pay: invoiceProcedure(['client']).mutation(({ ctx }) =>
    startInvoicePayLink(ctx.services, ctx.invoice).catch((error: unknown) => {
      throw paymentTrpcError(error, ctx.log, invoicesText.invoices.payFailed);
    }),
  ),
});
