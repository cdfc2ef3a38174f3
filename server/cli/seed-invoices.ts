import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { InvoiceStatus } from '@/src/domain/statuses';
import { addCalendarDays, todayInAmsterdam } from '@/src/dates';
import { periodOf } from '@/src/domain/invoices';
import { createInvoice } from '@/db/queries/invoices';
import { createSchedule } from '@/db/queries/invoice-schedules';
import { loadConfig } from '@/server/app/config';

// Demo invoices in every status, numbered as the app numbers them, and one monthly schedule
// (the hair salon's package, billed on the 1st).

const DEMO_INVOICES: { key: string; amount: string; description: string; status: InvoiceStatus; daysAgo: number }[] = [
  { key: 'kapper', amount: '30.00', description: 'Website-pakket, maandbedrag', status: 'paid', daysAgo: 40 },
  { key: 'kapper', amount: '30.00', description: 'Website-pakket, maandbedrag', status: 'paid', daysAgo: 10 },
  { key: 'bakkerij', amount: '30.00', description: 'Website-pakket, maandbedrag', status: 'pending', daysAgo: 3 },
  { key: 'bakkerij', amount: '149.00', description: 'Extra pagina: Catering', status: 'pending', daysAgo: 1 },
  { key: 'yoga', amount: '55.00', description: 'Webshop-pakket, maandbedrag', status: 'failed', daysAgo: 8 },
  { key: 'fietsen', amount: '75.00', description: 'Fotoshoot producten', status: 'cancelled', daysAgo: 20 },
];

/** The demo invoices plus the schedule's invoice of this month. */
export const DEMO_INVOICE_COUNT = DEMO_INVOICES.length + 1;

export async function seedInvoices(db: Transaction<Database>, ids: Map<string, string>, now: Date): Promise<void> {
  const { vatRate } = loadConfig().invoicing;
  const today = todayInAmsterdam(now);
  const schedule = await createSchedule(db, {
    userId: ids.get('kapper')!,
    amount: '30.00',
    description: 'Website-pakket, maandbedrag',
    recurringDay: 1,
    firstPeriod: periodOf(today),
  });
  // Oldest first, so the numbers run with the dates.
  for (const demo of [...DEMO_INVOICES].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const invoiceDate = addCalendarDays(today, -demo.daysAgo);
    const invoice = await createInvoice(db, { userId: ids.get(demo.key)!, amount: demo.amount, description: demo.description, vatRate, invoiceDate });
    await db
      .updateTable('invoices')
      .set({ status: demo.status, paidAt: demo.status === 'paid' ? new Date(`${invoiceDate}T12:00:00Z`) : null })
      .where('id', '=', invoice!.id)
      .execute();
  }
  // This month's invoice of the schedule, so the job starts with next month.
  await createInvoice(db, {
    userId: ids.get('kapper')!,
    amount: schedule.amount,
    description: schedule.description,
    vatRate,
    invoiceDate: today,
    schedule: { id: schedule.id, period: periodOf(today), recurringDay: 1 },
  });
}
