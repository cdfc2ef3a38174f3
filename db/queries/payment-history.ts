import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { paymentsVisibleTo } from './payments';
import { refundsVisibleTo } from './refunds';
import type { Actor } from './projects';

/**
 * An invoice's payments as the actor may see them, oldest first, each with what happened to it and its refunds with credit notes.
 * Reserved payments that never reached the provider are left out.
 */
export async function listInvoicePaymentHistory(db: Kysely<Database>, actor: Actor, invoiceId: string) {
  const payments = await paymentsVisibleTo(db, actor)
    .select([
      'payments.id',
      'payments.method',
      'payments.amount',
      'payments.status',
      'payments.chargedBackAmount',
      'payments.refundedAmount',
      'payments.createdAt',
      'payments.paidAt',
    ])
    .where('payments.invoiceId', '=', invoiceId)
    .where('payments.providerPaymentId', 'is not', null)
    .orderBy('payments.createdAt')
    .orderBy('payments.id')
    .execute();
  const ids = payments.map((payment) => payment.id);
  if (ids.length === 0) return [];
  const [events, refunds] = await Promise.all([
    db
      .selectFrom('paymentEvents')
      .select(['id', 'paymentId', 'kind', 'amount', 'createdAt'])
      .where('paymentId', 'in', ids)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    refundsVisibleTo(db, actor)
      .leftJoin('invoices as note', 'note.id', 'refunds.creditNoteId')
      .select(['refunds.id', 'refunds.paymentId', 'refunds.amount', 'refunds.reason', 'refunds.status', 'refunds.automatic', 'refunds.createdAt', 'note.invoiceNumber as creditNoteNumber'])
      .where('refunds.paymentId', 'in', ids)
      .orderBy('refunds.createdAt')
      .execute(),
  ]);
  return payments.map((payment) => ({
    ...payment,
    events: events.filter((event) => event.paymentId === payment.id).map(({ paymentId: _paymentId, ...event }) => event),
    refunds: refunds.filter((refund) => refund.paymentId === payment.id).map(({ paymentId: _paymentId, ...refund }) => refund),
  }));
}

/** The payment that settled the invoice and still holds its money (paid, not charged back, not sent back automatically). */
export function findSettlingPayment(db: Kysely<Database>, invoiceId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('invoiceId', '=', invoiceId)
    .where('status', '=', 'paid')
    .where('chargedBackAmount', '=', '0')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refunds').select('refunds.id').whereRef('refunds.paymentId', '=', 'payments.id').where('refunds.automatic', '=', true).where('refunds.status', '!=', 'failed'))),
    )
    .orderBy('paidAt')
    .orderBy('id')
    .executeTakeFirst();
}
