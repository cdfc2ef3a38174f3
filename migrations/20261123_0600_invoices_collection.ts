import { sql, type Kysely } from 'kysely';

// A provider payment for an invoice: the SEPA debit on the client's mandate (at most one per invoice) or a pay link after a failed debit
// or without a mandate. Keyed on the provider id like the module payments, so a webhook delivery finds its payment in either table.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`CREATE TABLE invoice_payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider_payment_id text NOT NULL UNIQUE,
      invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
      method text NOT NULL CHECK (method IN ('directdebit', 'paylink')),
      amount numeric(10, 2) NOT NULL CHECK (amount > 0),
      status text NOT NULL CHECK (status IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE UNIQUE INDEX invoice_payments_one_debit_key ON invoice_payments(invoice_id) WHERE method = 'directdebit'`,
    sql`CREATE INDEX invoice_payments_invoice_idx ON invoice_payments(invoice_id, created_at DESC)`,
    // Each mail goes out once: the pre-notification and the pay link.
    sql`ALTER TABLE invoices ADD COLUMN pre_notified_at timestamptz`,
    sql`ALTER TABLE invoices ADD COLUMN pay_link_sent_at timestamptz`,
    // The job's look-up: pending invoices whose debit date has come.
    sql`CREATE INDEX invoices_debit_due_idx ON invoices(debit_date) WHERE status = 'pending' AND debit_date IS NOT NULL`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP INDEX IF EXISTS invoices_debit_due_idx`,
    sql`ALTER TABLE invoices DROP COLUMN pay_link_sent_at, DROP COLUMN pre_notified_at`,
    sql`DROP TABLE IF EXISTS invoice_payments`,
  ]) {
    await statement.execute(db);
  }
}
