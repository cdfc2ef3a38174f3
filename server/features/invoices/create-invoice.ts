import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { invoicesText } from '@/src/text/nl/invoices';
import { projectText } from '@/src/text/nl/project';
import { invoiceLinesText } from '@/src/text/nl/invoice-lines';
import { calendarDaysBetween } from '@/src/dates';
import { invoiceDueDate, periodOf } from '@/src/domain/invoices';
import { isVatId } from '@/src/domain/e-invoice';
import type { NewInvoice } from '@/src/schemas/invoice';
import { clientForInvoice, createInvoice, invoiceDateOf } from '@/db/queries/invoices';
import { createSchedule } from '@/db/queries/invoice-schedules';
import { findUserRole } from '@/db/queries/users';
import { findClientProject } from '@/db/queries/invoice-clients';
import { announceInvoiceIssued } from '@/db/queries/notify-money';
import type { Services } from '@/server/services';
import { collectNewInvoice } from './collection';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';

/**
 * "Terugkerend" also starts a schedule of the same lines whose first month is this invoice's, so the job bills from the next month on.
 * One transaction: the number, the schedule and the invoice stand or fall together.
 */
export async function createInvoiceForClient(services: Services, input: NewInvoice, log?: FastifyBaseLogger, source: ActivitySource = { actor: null, network: null }) {
  const invoice = await services.db.transaction().execute((trx) => issueInvoice(trx, services, input, source));
  await collectNewInvoice(services, invoice.id, log);
  return invoice;
}

/**
 * Issues an invoice inside the caller's transaction (numbered, announced, logged); the caller runs
 * collectNewInvoice once it has committed. A sale's invoice names its quote (`quoteId`), once.
 */
export async function issueInvoice(trx: Transaction<Database>, services: Services, input: NewInvoice & { quoteId?: string }, source: ActivitySource) {
  const invoiceDate = invoiceDateOf(services.clock.now());
  const dueDate = input.dueDate ?? invoiceDueDate(invoiceDate);
  if (dueDate < invoiceDate) throw new TRPCError({ code: 'BAD_REQUEST', message: invoicesText.invoices.dueBeforeDate });
  const client = await findUserRole(trx, input.userId);
  if (client?.role !== 'client') throw new TRPCError({ code: 'NOT_FOUND', message: invoicesText.invoices.clientNotFound });
  if (input.projectId && !(await findClientProject(trx, input.userId, input.projectId))) {
    throw new TRPCError({ code: 'NOT_FOUND', message: projectText.project.notFound });
  }
  // Reverse charge shifts the VAT to the buyer, who must be named by their VAT number.
  if (input.lines.some((line) => line.reverseCharge) && !isVatId((await clientForInvoice(trx, input.userId))?.btwNumber)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: invoiceLinesText.lines.reverseChargeNeedsVat });
  }
  const period = periodOf(invoiceDate);
  const schedule =
    input.isRecurring && input.recurringDay !== null
      ? await createSchedule(trx, {
          userId: input.userId,
          projectId: input.projectId,
          lines: input.lines,
          recurringDay: input.recurringDay,
          firstPeriod: period,
          paymentTermDays: calendarDaysBetween(invoiceDate, dueDate),
        })
      : null;
  const created = await createInvoice(trx, {
    userId: input.userId,
    projectId: input.projectId,
    lines: input.lines,
    agency: services.config.invoicing.agency,
    invoiceDate,
    dueDate,
    ...(schedule ? { schedule: { id: schedule.id, period, recurringDay: schedule.recurringDay } } : {}),
    ...(input.quoteId ? { quoteId: input.quoteId } : {}),
  });
  if (!created) throw new TRPCError({ code: 'NOT_FOUND', message: invoicesText.invoices.clientNotFound });
  await announceInvoiceIssued(trx, created.id);
  await recordActivity(trx, source, { kind: 'invoice_created', invoiceId: created.id, projectId: input.projectId, subjectUserId: input.userId });
  return created;
}
