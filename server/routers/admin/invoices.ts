import { TRPCError } from '@trpc/server';
import { invoicesText } from '@/src/text/nl/invoices';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { todayInAmsterdam } from '@/src/dates';
import { duePeriods, periodOf, nextPeriod } from '@/src/domain/invoices';
import { pageWindow } from '@/src/schemas/list';
import { invoiceClientSchema, invoiceListSchema, newInvoiceSchema, pageOnlySchema, setSchedulePausedSchema } from '@/src/schemas/invoice';
import { isVatId, peppolObstacles } from '@/src/domain/e-invoice';
import { addressOf } from '@/src/domain/profile';
import { findBillingClient, listClientProjects, listPeppolGaps } from '@/db/queries/invoice-clients';
import { refundSchema } from '@/src/schemas/refund';
import { invoiceClientAnswer, peppolGapsAnswer } from '@/src/schemas/answers';
import { listInvoicesForAdmin } from '@/db/queries/invoices';
import { loadInvoiceDocument } from '@/db/queries/invoice-documents';
import { findSettlingPayment, listInvoicePaymentHistory } from '@/db/queries/payment-history';
import { listSchedules, setSchedulePaused } from '@/db/queries/invoice-schedules';
import { adminProcedure, router } from '@/server/trpc/init';
import { invoiceProcedure } from '@/server/trpc/invoice-procedures';
import { paymentTrpcError } from '@/server/routers/payment-errors';
import { createInvoiceForClient } from '@/server/features/invoices/create-invoice';
import { cancelInvoice } from '@/server/features/invoices/cancel-invoice';
import { refundPayment } from '@/server/features/refunds/refund-payment';
import { exportPeriodSchema } from '@/src/schemas/bookkeeping';
import { bookkeepingTotals } from '@/db/queries/bookkeeping';
import { bookkeepingCsv } from '@/server/features/invoices/bookkeeping-csv';
import { activitySource } from '@/server/trpc/context';
import { loadUbl } from '@/server/features/invoices/load-ubl';

export const adminInvoicesRouter = router({
  /** Facturatiebeheer: a page newest first, searched and filtered on the server, with totals per status. */
  list: adminProcedure.input(invoiceListSchema).query(({ ctx, input }) =>
    listInvoicesForAdmin(ctx.db, ctx.user, { q: input.q, status: input.status, ...pageWindow(input.page) }),
  ),

  /** "Nieuwe factuur" for a chosen client: their projects to pick from, and whether Peppol can reach them. */
  client: adminProcedure.input(invoiceClientSchema).output(invoiceClientAnswer).query(async ({ ctx, input }) => {
    const [client, projects] = await Promise.all([findBillingClient(ctx.db, input.userId), listClientProjects(ctx.db, input.userId)]);
    if (!client) throw new TRPCError({ code: 'NOT_FOUND', message: invoicesText.invoices.clientNotFound });
    return { projects, hasVatId: isVatId(client.btwNumber), peppolObstacles: peppolObstacles({ kvk: client.kvkNumber, btw: client.btwNumber, address: addressOf(client) }) };
  }),

  /** Facturatiebeheer's list of clients that get a plain EN 16931 e-invoice, not Peppol, and why. */
  peppolGaps: adminProcedure.input(pageOnlySchema).output(peppolGapsAnswer).query(({ ctx, input }) => listPeppolGaps(ctx.db, ctx.user, pageWindow(input.page))),

  /** "Nieuwe factuur": lines priced without VAT, a due date, optionally a project; "Terugkerend" also starts a monthly schedule. */
  create: adminProcedure.input(newInvoiceSchema).mutation(async ({ ctx, input }) => {
    const invoice = await createInvoiceForClient(ctx.services, input, ctx.log, activitySource(ctx));
    return { id: invoice.id, invoiceNumber: invoice.invoiceNumber };
  }),

  /**
   * Spec 4: only pending moves to cancelled, and only once any debit or pay link still open at the
   * provider is cancelled there; when the provider refuses, the invoice stays as it is.
   */
  cancel: invoiceProcedure(['admin']).mutation(({ ctx }) =>
    cancelInvoice(ctx.services, ctx.invoice, activitySource(ctx)).catch((error: unknown) => {
      throw paymentTrpcError(error, ctx.log, invoicesText.invoices.cancelFailed);
    }),
  ),

  /** The e-invoice (UBL 2.1, Peppol BIS Billing 3.0) of the same content as the PDF. */
  ubl: invoiceProcedure(['admin']).query(async ({ ctx }) => {
    const document = await loadInvoiceDocument(ctx.db, ctx.invoice, ctx.services.config.invoicing.agency);
    return (await loadUbl()).ublInvoice(document);
  }),

  /** What the PDF shows, for the download in the browser. */
  document: invoiceProcedure(['admin']).query(({ ctx }) => loadInvoiceDocument(ctx.db, ctx.invoice, ctx.services.config.invoicing.agency)),

  /** The invoice's payments with their history (paid, charged back, reversed, refunded) and credit notes. */
  history: invoiceProcedure(['admin']).query(({ ctx }) => listInvoicePaymentHistory(ctx.db, ctx.user, ctx.invoice.id)),

  /**
   * "Terugbetalen": a full or partial refund of a paid invoice, with a reason. The money goes back at
   * the provider and a credit note is made; never more than was paid less what went back already.
   */
  refund: invoiceProcedure(['admin'])
    .input(refundSchema)
    .mutation(async ({ ctx, input }) => {
      const payment = ctx.invoice.kind === 'invoice' && ctx.invoice.status === 'paid' ? await findSettlingPayment(ctx.db, ctx.invoice.id) : undefined;
      if (!payment) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: refundText.refunds.notPaid });
      return refundPayment(ctx.services, {
        paymentId: payment.id,
        amount: input.amount,
        reason: input.reason,
        createdBy: ctx.user.id,
        source: activitySource(ctx),
        creditNote: { invoice: ctx.invoice },
      }).catch((error: unknown) => {
        throw paymentTrpcError(error, ctx.log, refundText.refunds.failed);
      });
    }),

  schedules: adminProcedure.input(pageOnlySchema).query(({ ctx, input }) => listSchedules(ctx.db, pageWindow(input.page))),

  /** Pause or resume a schedule; resumed, it bills from the next month whose day has not passed. */
  setSchedulePaused: adminProcedure.input(setSchedulePausedSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.services.clock.now();
    const today = todayInAmsterdam(now);
    const thisMonth = periodOf(today);
    const schedule = await ctx.db.selectFrom('invoiceSchedules').select('recurringDay').where('id', '=', input.scheduleId).executeTakeFirst();
    if (!schedule) throw new TRPCError({ code: 'NOT_FOUND', message: invoicesText.invoices.scheduleNotFound });
    // This month's day passed while paused: that month is skipped, not billed late.
    const resumeFrom = duePeriods(thisMonth, schedule.recurringDay, today).length > 0 ? nextPeriod(thisMonth) : thisMonth;
    const updated = await setSchedulePaused(ctx.db, input.scheduleId, input.paused ? { pausedAt: now } : { resumeFrom });
    if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: invoicesText.invoices.scheduleNotFound });
    return { id: updated.id, paused: updated.pausedAt !== null };
  }),

  /** The export dialog's totals for a period: what the bookkeeping file adds up to. */
  exportTotals: adminProcedure.input(exportPeriodSchema).query(({ ctx, input }) => bookkeepingTotals(ctx.db, ctx.user, input)),

  /** The bookkeeping export of a period as CSV text; the browser saves it as a file. */
  exportCsv: adminProcedure.input(exportPeriodSchema).query(({ ctx, input }) => bookkeepingCsv(ctx.db, ctx.user, input)),
});
