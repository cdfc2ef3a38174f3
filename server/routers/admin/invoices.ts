import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';
import { canCancelInvoice } from '@/src/domain/statuses';
import { todayInAmsterdam } from '@/src/dates';
import { duePeriods, periodOf, nextPeriod } from '@/src/domain/invoices';
import { pageWindow } from '@/src/schemas/list';
import { invoiceIdSchema, invoiceListSchema, newInvoiceSchema, pageOnlySchema, setSchedulePausedSchema } from '@/src/schemas/invoice';
import { cancelPendingInvoice, findInvoice, listInvoicesForAdmin, toInvoiceDocument } from '@/db/queries/invoices';
import { listSchedules, setSchedulePaused } from '@/db/queries/invoice-schedules';
import { adminProcedure, router } from '@/server/trpc/init';
import { createInvoiceForClient } from '@/server/features/invoices/create-invoice';

export const adminInvoicesRouter = router({
  /** Facturatiebeheer: a page newest first, searched and filtered on the server, with totals per status. */
  list: adminProcedure.input(invoiceListSchema).query(({ ctx, input }) =>
    listInvoicesForAdmin(ctx.db, { q: input.q, status: input.status, ...pageWindow(input.page) }),
  ),

  /** "Nieuwe factuur": the amount excludes VAT; "Terugkerend" also starts a monthly schedule. */
  create: adminProcedure.input(newInvoiceSchema).mutation(async ({ ctx, input }) => {
    const invoice = await createInvoiceForClient(ctx.services, input, ctx.log);
    return { id: invoice.id, invoiceNumber: invoice.invoiceNumber };
  }),

  /** Spec 4: only pending moves to cancelled, checked in the update itself. */
  cancel: adminProcedure.input(invoiceIdSchema).mutation(async ({ ctx, input }) => {
    const cancelled = await cancelPendingInvoice(ctx.db, input.invoiceId);
    if (cancelled) return cancelled;
    const invoice = await findInvoice(ctx.db, input.invoiceId);
    if (!invoice) throw new TRPCError({ code: 'NOT_FOUND', message: nl.invoices.notFound });
    if (!canCancelInvoice(invoice.status)) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: nl.invoices.onlyPendingCancel });
    throw new TRPCError({ code: 'CONFLICT', message: nl.invoices.cancelFailed });
  }),

  /** What the PDF shows, for the download in the browser. */
  document: adminProcedure.input(invoiceIdSchema).query(async ({ ctx, input }) => {
    const invoice = await findInvoice(ctx.db, input.invoiceId);
    if (!invoice) throw new TRPCError({ code: 'NOT_FOUND', message: nl.invoices.notFound });
    return toInvoiceDocument(invoice, ctx.services.config.invoicing.agency);
  }),

  schedules: adminProcedure.input(pageOnlySchema).query(({ ctx, input }) => listSchedules(ctx.db, pageWindow(input.page))),

  /** Pause or resume a schedule; resumed, it bills from the next month whose day has not passed. */
  setSchedulePaused: adminProcedure.input(setSchedulePausedSchema).mutation(async ({ ctx, input }) => {
    const now = ctx.services.clock.now();
    const today = todayInAmsterdam(now);
    const thisMonth = periodOf(today);
    const schedule = await ctx.db.selectFrom('invoiceSchedules').select('recurringDay').where('id', '=', input.scheduleId).executeTakeFirst();
    if (!schedule) throw new TRPCError({ code: 'NOT_FOUND', message: nl.invoices.scheduleNotFound });
    // This month's day passed while paused: that month is skipped, not billed late.
    const resumeFrom = duePeriods(thisMonth, schedule.recurringDay, today).length > 0 ? nextPeriod(thisMonth) : thisMonth;
    const updated = await setSchedulePaused(ctx.db, input.scheduleId, input.paused ? { pausedAt: now } : { resumeFrom });
    if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: nl.invoices.scheduleNotFound });
    return { id: updated.id, paused: updated.pausedAt !== null };
  }),
});
