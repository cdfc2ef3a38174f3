import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import { duePeriods, invoiceDueDate, nextPeriod, periodInvoiceDate, type Period } from '@/src/domain/invoices';
import { vatOfRate, type InvoiceLine } from '@/src/domain/invoice-lines';
import { periodBounds } from '@/src/domain/insight';
import { formatMonth, inAmsterdam, todayInAmsterdam } from '@/src/dates';
import { modulesText as moduleWords } from '@/src/text/nl/modules';
import { createInvoice } from '@/db/queries/invoices';
import { listScheduleLines } from '@/db/queries/invoice-lines';
import { listActiveSchedules, lockScheduleForPeriod, recurringModulesFor } from '@/db/queries/invoice-schedules';
import { announceInvoiceIssued } from '@/db/queries/notify-money';
import type { Services } from '@/server/services';
import { startRepeatingJob } from '@/server/services/background-tasks';
import { collectDueDebits, collectNewInvoice } from './collection';
import { recordActivity } from '@/db/queries/activity';

// Runs in-process every few minutes and as `npm run invoices:run` (cron); months missed while the server was down bill on the next run.
// Concurrent runs bill a month once: the schedule row is locked while its month is billed, and (schedule_id, period) is unique.

export const RECURRING_JOB_INTERVAL_MS = 5 * 60_000;

/** Bills every month that is due today; returns the ids of the invoices it created. */
export async function runRecurringInvoices(services: Services, log?: FastifyBaseLogger): Promise<string[]> {
  const today = todayInAmsterdam(services.clock.now());
  const created: string[] = [];
  for (const schedule of await listActiveSchedules(services.db)) {
    const from = schedule.lastPeriod ? nextPeriod(schedule.lastPeriod) : schedule.firstPeriod;
    for (const period of duePeriods(from < schedule.firstPeriod ? schedule.firstPeriod : from, schedule.recurringDay, today)) {
      const invoice = await services.db.transaction().execute(async (trx) => {
        if (!(await lockScheduleForPeriod(trx, schedule.id, period))) return undefined;
        const lines = await linesOfPeriod(trx, services, schedule.id, period);
        // A project's schedule with only modules, none of them due yet: nothing to bill this month.
        if (lines.length === 0) return undefined;
        const invoiceDate = periodInvoiceDate(period, schedule.recurringDay);
        const created = await createInvoice(trx, {
          userId: schedule.userId,
          projectId: schedule.projectId,
          lines,
          agency: services.config.invoicing.agency,
          invoiceDate,
          dueDate: invoiceDueDate(invoiceDate, schedule.paymentTermDays),
          schedule: { id: schedule.id, period, recurringDay: schedule.recurringDay },
        });
        if (created) await announceInvoiceIssued(trx, created.id);
        if (created) await recordActivity(trx, { actor: null, network: null }, { kind: 'invoice_created', invoiceId: created.id, subjectUserId: schedule.userId });
        return created;
      });
      if (!invoice) continue;
      created.push(invoice.id);
      log?.info({ invoice: invoice.invoiceNumber, schedule: schedule.id, period }, 'recurring invoice created');
      await collectNewInvoice(services, invoice.id, log);
    }
  }
  return created;
}

/** The schedule's own lines, then each recurring module of its project bought before the month began. */
async function linesOfPeriod(trx: Transaction<Database>, services: Services, scheduleId: string, period: Period): Promise<InvoiceLine[]> {
  const [own, modules] = await Promise.all([
    listScheduleLines(trx, scheduleId),
    recurringModulesFor(trx, scheduleId, inAmsterdam(periodBounds(period).from).toDate()),
  ]);
  const vat = vatOfRate(services.config.invoicing.vatRate);
  const month = formatMonth(period);
  return [...own, ...modules.map((module) => ({ description: moduleWords.modules.monthlyLine(module.title, month), quantity: '1.00', unitPrice: module.price, ...vat }))];
}

/** The in-process job: billing and the debits that are due, now and every few minutes; a run never overlaps the previous one. Returns stop. */
export function startRecurringInvoiceJob(services: Services, log: FastifyBaseLogger, intervalMs = RECURRING_JOB_INTERVAL_MS): () => void {
  return startRepeatingJob(services.tasks, 'recurring invoices', intervalMs, async () => {
    await runRecurringInvoices(services, log);
    await collectDueDebits(services, log);
  });
}
