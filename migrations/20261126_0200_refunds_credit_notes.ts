import { sql, type Kysely } from 'kysely';

// A debit the client reverses at their bank makes the invoice charged_back ("Teruggeboekt"; the pay-link mail goes once). A refund an admin
// gives comes with a credit note: its own number in the same yearly series, negative amounts, referring to the invoice it credits.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE invoices DROP CONSTRAINT invoices_status_check`,
    sql`ALTER TABLE invoices ADD CONSTRAINT invoices_status_check CHECK (status IN ('paid', 'pending', 'failed', 'cancelled', 'charged_back'))`,
    sql`ALTER TABLE invoices ADD COLUMN kind text NOT NULL DEFAULT 'invoice' CHECK (kind IN ('invoice', 'credit_note'))`,
    sql`ALTER TABLE invoices ADD COLUMN credit_for_invoice_id uuid REFERENCES invoices(id) ON DELETE RESTRICT`,
    sql`ALTER TABLE invoices DROP CONSTRAINT invoices_amount_check`,
    sql`ALTER TABLE invoices ADD CONSTRAINT invoices_amount_check CHECK ((kind = 'invoice' AND amount >= 0) OR (kind = 'credit_note' AND amount < 0 AND total_amount < 0))`,
    sql`CREATE INDEX invoices_credit_for_idx ON invoices(credit_for_invoice_id) WHERE credit_for_invoice_id IS NOT NULL`,
    sql`ALTER TABLE invoices ADD COLUMN charged_back_mailed_at timestamptz`,
    sql`ALTER TABLE module_purchases ADD COLUMN charged_back_at timestamptz`,

    sql`CREATE TABLE refunds (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      payment_id uuid NOT NULL REFERENCES payments(id) ON DELETE RESTRICT,
      provider_refund_id text UNIQUE,
      amount numeric(10, 2) NOT NULL CHECK (amount > 0),
      reason text NOT NULL CHECK (length(reason) > 0),
      status text NOT NULL CHECK (status IN ('pending', 'refunded', 'failed')),
      automatic boolean NOT NULL DEFAULT false,
      credit_note_id uuid REFERENCES invoices(id) ON DELETE RESTRICT,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    sql`CREATE INDEX refunds_payment_idx ON refunds(payment_id, created_at)`,
    // Money that arrived where nothing was owed goes back once: one automatic refund per payment.
    sql`CREATE UNIQUE INDEX refunds_one_automatic_key ON refunds(payment_id) WHERE automatic AND status <> 'failed'`,

    sql`ALTER TABLE sandbox_payments ADD COLUMN charged_back_amount numeric(10, 2) NOT NULL DEFAULT 0`,
    sql`ALTER TABLE sandbox_payments ADD COLUMN refunded_amount numeric(10, 2) NOT NULL DEFAULT 0`,
    sql`CREATE TABLE sandbox_refunds (
      provider_refund_id text PRIMARY KEY,
      provider_payment_id text NOT NULL REFERENCES sandbox_payments(provider_payment_id) ON DELETE CASCADE,
      amount numeric(10, 2) NOT NULL CHECK (amount > 0),
      idempotency_key text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TABLE IF EXISTS sandbox_refunds`,
    sql`ALTER TABLE sandbox_payments DROP COLUMN refunded_amount, DROP COLUMN charged_back_amount`,
    sql`DROP TABLE IF EXISTS refunds`,
    sql`ALTER TABLE module_purchases DROP COLUMN charged_back_at`,
    sql`DELETE FROM invoices WHERE kind = 'credit_note'`,
    sql`ALTER TABLE invoices DROP CONSTRAINT invoices_amount_check`,
    sql`ALTER TABLE invoices ADD CONSTRAINT invoices_amount_check CHECK (amount >= 0)`,
    sql`DROP INDEX IF EXISTS invoices_credit_for_idx`,
    sql`ALTER TABLE invoices DROP COLUMN charged_back_mailed_at, DROP COLUMN credit_for_invoice_id, DROP COLUMN kind`,
    sql`UPDATE invoices SET status = 'failed' WHERE status = 'charged_back'`,
    sql`ALTER TABLE invoices DROP CONSTRAINT invoices_status_check`,
    sql`ALTER TABLE invoices ADD CONSTRAINT invoices_status_check CHECK (status IN ('paid', 'pending', 'failed', 'cancelled'))`,
  ]) {
    await statement.execute(db);
  }
}
