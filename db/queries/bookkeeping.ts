import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '@/db/types';
import type { IsoDate } from '@/src/dates';
import { invoicesVisibleTo } from './invoices';
import type { Actor } from './projects';

// The bookkeeping export: every invoice and credit note dated in a period with its lines, and the period's totals
// as Facturatiebeheer shows them (cancelled invoices are listed but count for nothing).

type Admin = Actor & { role: 'admin' };

export function listInvoicesForBookkeeping(db: Kysely<Database>, actor: Admin, period: { from: IsoDate; until: IsoDate }) {
  return invoicesVisibleTo(db, actor)
    .select([
      'invoices.id',
      'invoices.kind',
      'invoices.invoiceNumber',
      'invoices.invoiceDate',
      'invoices.dueDate',
      'invoices.billingName',
      'invoices.billingKvk',
      'invoices.billingBtw',
      'invoices.description',
      'invoices.amount',
      'invoices.vatAmount',
      'invoices.totalAmount',
      'invoices.status',
      'invoices.paidAt',
    ])
    // Its lines, for the VAT per rate.
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('invoiceLines')
          .select([
            'invoiceLines.description',
            // As text: inside JSON a numeric would become a float.
            sql<string>`invoice_lines.quantity::text`.as('quantity'),
            sql<string>`invoice_lines.unit_price::text`.as('unitPrice'),
            sql<string>`invoice_lines.vat_rate::text`.as('vatRate'),
            'invoiceLines.reverseCharge',
          ])
          .whereRef('invoiceLines.invoiceId', '=', 'invoices.id')
          .orderBy('invoiceLines.position'),
      ).as('lines'),
    )
    // How it was paid: the payment that settled it (the latest paid one).
    .select((eb) =>
      eb
        .selectFrom('payments')
        .select('payments.method')
        .whereRef('payments.invoiceId', '=', 'invoices.id')
        .where('payments.status', '=', 'paid')
        .orderBy('payments.paidAt', 'desc')
        .limit(1)
        .as('paymentMethod'),
    )
    .where('invoices.invoiceDate', '>=', period.from)
    .where('invoices.invoiceDate', '<=', period.until)
    .orderBy('invoices.invoiceDate')
    .orderBy('invoices.invoiceNumber')
    .execute();
}

/** The period's count and sums, excluding VAT, the VAT and including VAT, of all but cancelled invoices. */
export async function bookkeepingTotals(db: Kysely<Database>, actor: Admin, period: { from: IsoDate; until: IsoDate }) {
  const row = await invoicesVisibleTo(db, actor)
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(invoices.amount), 0)::numeric(12,2)::text`.as('subtotal'),
      sql<string>`coalesce(sum(invoices.vat_amount), 0)::numeric(12,2)::text`.as('vat'),
      sql<string>`coalesce(sum(invoices.total_amount), 0)::numeric(12,2)::text`.as('total'),
    ])
    .where('invoices.invoiceDate', '>=', period.from)
    .where('invoices.invoiceDate', '<=', period.until)
    .where('invoices.status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return row;
}
