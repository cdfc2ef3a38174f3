import { sql, type Kysely } from 'kysely';

// As a Dutch accountant expects: the amount entered is the subtotal excluding VAT, and rate, VAT and total are fixed at creation.
// One recurring invoice per schedule and month (unique), so two job runs or app instances never bill a period twice.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE invoices ADD COLUMN vat_rate numeric(5, 2) NOT NULL DEFAULT 21 CHECK (vat_rate >= 0 AND vat_rate < 100)`,
    sql`ALTER TABLE invoices ADD COLUMN vat_amount numeric(10, 2)`,
    sql`ALTER TABLE invoices ADD COLUMN total_amount numeric(10, 2)`,
    sql`UPDATE invoices SET vat_amount = round(amount * vat_rate / 100, 2), total_amount = amount + round(amount * vat_rate / 100, 2)`,
    sql`ALTER TABLE invoices ALTER COLUMN vat_amount SET NOT NULL`,
    sql`ALTER TABLE invoices ALTER COLUMN total_amount SET NOT NULL`,
    sql`ALTER TABLE invoices ALTER COLUMN vat_rate DROP DEFAULT`,
    sql`CREATE TABLE invoice_schedules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
      amount numeric(10, 2) NOT NULL CHECK (amount > 0),
      description text NOT NULL CHECK (length(description) > 0),
      recurring_day integer NOT NULL CHECK (recurring_day BETWEEN 1 AND 28),
      first_period text NOT NULL CHECK (first_period ~ '^[0-9]{4}-[0-9]{2}$'),
      paused_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX invoice_schedules_user_idx ON invoice_schedules(user_id)`,
    sql`ALTER TABLE invoices ADD COLUMN schedule_id uuid REFERENCES invoice_schedules(id) ON DELETE SET NULL`,
    sql`ALTER TABLE invoices ADD COLUMN period text CHECK (period ~ '^[0-9]{4}-[0-9]{2}$')`,
    sql`CREATE UNIQUE INDEX invoices_schedule_period_key ON invoices(schedule_id, period)`,
    // The direct debit announced on the invoice (SEPA note): set when the client had a valid mandate.
    sql`ALTER TABLE invoices ADD COLUMN debit_date date`,
    sql`ALTER TABLE invoices ADD COLUMN mandate_reference text`,
    sql`ALTER TABLE invoices ADD COLUMN debit_iban_last4 text`,
    sql`ALTER TABLE invoices ADD COLUMN paid_at timestamptz`,
    // The admin's list: newest first, filtered by status.
    sql`CREATE INDEX invoices_status_idx ON invoices(status, invoice_date DESC, invoice_number DESC)`,
    sql`CREATE INDEX invoices_date_idx ON invoices(invoice_date DESC, invoice_number DESC)`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP INDEX IF EXISTS invoices_date_idx`,
    sql`DROP INDEX IF EXISTS invoices_status_idx`,
    sql`DROP INDEX IF EXISTS invoices_schedule_period_key`,
    sql`ALTER TABLE invoices DROP COLUMN paid_at, DROP COLUMN debit_iban_last4, DROP COLUMN mandate_reference, DROP COLUMN debit_date, DROP COLUMN period, DROP COLUMN schedule_id, DROP COLUMN total_amount, DROP COLUMN vat_amount, DROP COLUMN vat_rate`,
    sql`DROP TABLE IF EXISTS invoice_schedules`,
  ]) {
    await statement.execute(db);
  }
}
