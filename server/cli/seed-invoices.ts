import type { Transaction } from 'kysely';
import type { Database } from '@/db/types';
import type { InvoiceStatus } from '@/src/domain/statuses';
import { addCalendarDays, todayInAmsterdam } from '@/src/dates';
import { periodOf } from '@/src/domain/invoices';
import { partialCreditLines, vatOfRate } from '@/src/domain/invoice-lines';
import { invoiceMailsText as mailText } from '@/src/text/nl/invoice-mails';
import { refundsText as refundText } from '@/src/text/nl/refunds';
import { createInvoice } from '@/db/queries/invoices';
import { createCreditNote } from '@/db/queries/credit-notes';
import { createSchedule } from '@/db/queries/invoice-schedules';
import { listInvoiceLines } from '@/db/queries/invoice-lines';
import { loadConfig } from '@/server/app/config';

// Demo invoices in every status plus the hair salon's monthly schedule, their money in the ledger and the sandbox: paid by direct debit,
// one partly refunded with a credit note, the bakery's debit charged back by its bank ("Teruggeboekt").

type DemoInvoice = { key: string; amount: string; description: string; status: InvoiceStatus; daysAgo: number; refund?: { amount: string; reason: string } };

const DEMO_INVOICES: DemoInvoice[] = [
  { key: 'kapper', amount: '30.00', description: 'Website-pakket, maandbedrag', status: 'paid', daysAgo: 40, refund: { amount: '12.10', reason: 'Korting: website een week offline' } },
  { key: 'kapper', amount: '30.00', description: 'Website-pakket, maandbedrag', status: 'paid', daysAgo: 10 },
  { key: 'bakkerij', amount: '30.00', description: 'Website-pakket, maandbedrag', status: 'charged_back', daysAgo: 33 },
  { key: 'bakkerij', amount: '30.00', description: 'Website-pakket, maandbedrag', status: 'pending', daysAgo: 3 },
  { key: 'bakkerij', amount: '149.00', description: 'Extra pagina: Catering', status: 'pending', daysAgo: 1 },
  { key: 'yoga', amount: '55.00', description: 'Webshop-pakket, maandbedrag', status: 'failed', daysAgo: 8 },
  { key: 'fietsen', amount: '75.00', description: 'Fotoshoot producten', status: 'cancelled', daysAgo: 20 },
];

/** The demo invoices, the credit note of the refund, and the schedule's invoice of this month. */
export const DEMO_INVOICE_COUNT = DEMO_INVOICES.length + DEMO_INVOICES.filter((demo) => demo.refund).length + 1;

const noon = (date: string, plusDays = 0) => new Date(`${addCalendarDays(date, plusDays)}T12:00:00Z`);
const morning = (date: string, plusDays = 0) => new Date(`${addCalendarDays(date, plusDays)}T07:00:00Z`);

/** A paid direct debit in the ledger (and the sandbox), with its history; charged back when asked. */
async function seedDebit(db: Transaction<Database>, invoice: { id: string; userId: string | null; totalAmount: string; invoiceNumber: string; debitDate: string | null; invoiceDate: string }, chargedBack: boolean) {
  const providerPaymentId = `tr_demo_${invoice.invoiceNumber.replace('-', '_')}`;
  const paidAt = noon(invoice.debitDate ?? invoice.invoiceDate);
  const payment = await db
    .insertInto('payments')
    .values({
      providerPaymentId,
      kind: 'invoice',
      method: 'directdebit',
      userId: invoice.userId,
      invoiceId: invoice.id,
      amount: invoice.totalAmount,
      status: 'paid',
      chargedBackAmount: chargedBack ? invoice.totalAmount : '0',
      paidAt,
      checkedAt: paidAt,
      createdAt: morning(invoice.invoiceDate, 5),
      updatedAt: paidAt,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('paymentEvents')
    .values([
      { paymentId: payment.id, kind: 'created', amount: null, createdAt: morning(invoice.invoiceDate, 5) },
      { paymentId: payment.id, kind: 'paid', amount: invoice.totalAmount, createdAt: paidAt },
      ...(chargedBack ? [{ paymentId: payment.id, kind: 'charged_back' as const, amount: invoice.totalAmount, createdAt: noon(invoice.invoiceDate, 12) }] : []),
    ])
    .execute();
  await db
    .insertInto('sandboxPayments')
    .values({
      providerPaymentId,
      amount: invoice.totalAmount,
      description: mailText.invoiceMails.paymentDescription(invoice.invoiceNumber),
      redirectUrl: 'http://localhost:3000/invoices',
      webhookUrl: 'http://localhost:3000/api/webhooks/payments',
      status: 'paid',
      metadata: JSON.stringify({ kind: 'invoice', invoiceId: invoice.id, paymentId: payment.id }),
      chargedBackAmount: chargedBack ? invoice.totalAmount : '0',
    })
    .execute();
  return { ...payment, providerPaymentId, paidAt };
}

export async function seedInvoices(db: Transaction<Database>, ids: Map<string, string>, now: Date): Promise<void> {
  const { vatRate, agency } = loadConfig().invoicing;
  const today = todayInAmsterdam(now);
  const vat = vatOfRate(vatRate);
  const line = (description: string, unitPrice: string) => ({ description, quantity: '1.00', unitPrice, ...vat });
  const scheduleLines = [line('Website-pakket, maandbedrag', '30.00')];
  const schedule = await createSchedule(db, {
    userId: ids.get('kapper')!,
    projectId: null,
    lines: scheduleLines,
    recurringDay: 1,
    firstPeriod: periodOf(today),
    paymentTermDays: 14,
  });
  // Oldest first, so the numbers run with the dates.
  for (const demo of [...DEMO_INVOICES].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const invoiceDate = addCalendarDays(today, -demo.daysAgo);
    const invoice = (await createInvoice(db, { userId: ids.get(demo.key)!, lines: [line(demo.description, demo.amount)], invoiceDate, agency }))!;
    const collected = demo.status === 'paid' || demo.status === 'charged_back';
    await db
      .updateTable('invoices')
      .set({ status: demo.status, paidAt: collected ? noon(invoice.debitDate ?? invoiceDate) : null, ...(demo.status === 'charged_back' ? { chargedBackMailedAt: noon(invoiceDate, 12) } : {}) })
      .where('id', '=', invoice.id)
      .execute();
    if (!collected) continue;
    const payment = await seedDebit(db, invoice, demo.status === 'charged_back');
    if (demo.refund) await seedRefund(db, { invoice: { ...invoice, status: 'paid' }, payment, refund: demo.refund, createdBy: ids.get('admin')!, agency });
  }
  // This month's invoice of the schedule, so the job starts with next month.
  await createInvoice(db, {
    userId: ids.get('kapper')!,
    lines: scheduleLines,
    agency,
    invoiceDate: today,
    schedule: { id: schedule.id, period: periodOf(today), recurringDay: 1 },
  });
}

/** A partial refund the admin gave the day after the debit, its credit note numbered next (before the following month's invoices). */
async function seedRefund(
  db: Transaction<Database>,
  input: {
    invoice: Parameters<typeof createCreditNote>[1]['creditFor'] & object;
    payment: { id: string; providerPaymentId: string; paidAt: Date };
    refund: { amount: string; reason: string };
    createdBy: string;
    agency: Parameters<typeof createCreditNote>[1]['agency'];
  },
) {
  const { invoice, payment, refund } = input;
  const description = refundText.refunds.creditNoteLine(invoice.invoiceNumber, refund.reason);
  const note = await createCreditNote(db, {
    creditFor: invoice,
    userId: invoice.userId,
    ...partialCreditLines({ lines: await listInvoiceLines(db, invoice.id), vat: invoice.vatAmount }, refund.amount, description),
    description,
    invoiceDate: addCalendarDays(invoice.invoiceDate, 6),
    agency: input.agency,
  });
  const at = noon(invoice.invoiceDate, 6);
  await db
    .insertInto('refunds')
    .values({ paymentId: payment.id, providerRefundId: `re_demo_${invoice.invoiceNumber.replace('-', '_')}`, amount: refund.amount, reason: refund.reason, status: 'refunded', creditNoteId: note.id, createdBy: input.createdBy, createdAt: at, updatedAt: at })
    .execute();
  await db.insertInto('paymentEvents').values({ paymentId: payment.id, kind: 'refunded', amount: refund.amount, createdAt: at }).execute();
  await db.updateTable('payments').set({ refundedAmount: refund.amount }).where('id', '=', payment.id).execute();
  await db.updateTable('sandboxPayments').set({ refundedAmount: refund.amount }).where('providerPaymentId', '=', payment.providerPaymentId).execute();
}
