import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger } from 'fastify';
import { invoicesText } from '@/src/text/nl/invoices';
import { periodOf } from '@/src/domain/invoices';
import type { NewInvoice } from '@/src/schemas/invoice';
import { createInvoice, invoiceDateOf } from '@/db/queries/invoices';
import { createSchedule } from '@/db/queries/invoice-schedules';
import { findUserRole } from '@/db/queries/users';
import { announceInvoiceIssued } from '@/db/queries/notify-money';
import type { Services } from '@/server/services';
import { collectNewInvoice } from './collection';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';

/**
 * "Nieuwe factuur": an invoice dated today for a client, at the configured VAT rate. "Terugkerend"
 * also starts a schedule whose first month is this one (this invoice), so the job bills from the
 * next month on. One transaction: the number, the schedule and the invoice stand or fall together.
 */
export async function createInvoiceForClient(services: Services, input: NewInvoice, log?: FastifyBaseLogger, source: ActivitySource = { actor: null, network: null }) {
  const invoiceDate = invoiceDateOf(services.clock.now());
  const invoice = await services.db.transaction().execute(async (trx) => {
    const client = await findUserRole(trx, input.userId);
    if (client?.role !== 'client') throw new TRPCError({ code: 'NOT_FOUND', message: invoicesText.invoices.clientNotFound });
    const period = periodOf(invoiceDate);
    const schedule =
      input.isRecurring && input.recurringDay !== null
        ? await createSchedule(trx, {
            userId: input.userId,
            amount: input.amount,
            description: input.description,
            recurringDay: input.recurringDay,
            firstPeriod: period,
          })
        : null;
    const created = await createInvoice(trx, {
      userId: input.userId,
      amount: input.amount,
      description: input.description,
      vatRate: services.config.invoicing.vatRate,
      agency: services.config.invoicing.agency,
      invoiceDate,
      ...(schedule ? { schedule: { id: schedule.id, period, recurringDay: schedule.recurringDay } } : {}),
    });
    if (!created) throw new TRPCError({ code: 'NOT_FOUND', message: invoicesText.invoices.clientNotFound });
    await announceInvoiceIssued(trx, created.id);
    await recordActivity(trx, source, { kind: 'invoice_created', invoiceId: created.id, subjectUserId: input.userId });
    return created;
  });
  await collectNewInvoice(services, invoice.id, log);
  return invoice;
}
