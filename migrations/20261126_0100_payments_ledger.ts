import { sql, type Kysely } from 'kysely';

// One ledger for every provider payment; a payment outlives its user and project (bookkeeping), so those references become SET NULL.
// An open checkout's purchase_key is unique so a second click reuses it; a row reserved before the provider call has no provider id yet.

const STATUSES = `('open', 'pending', 'paid', 'failed', 'cancelled', 'expired')`;
const OLD_STATUSES = `('open', 'pending', 'paid', 'failed', 'canceled', 'expired')`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE payments DROP CONSTRAINT payments_status_check`,
    sql`UPDATE payments SET status = 'cancelled' WHERE status = 'canceled'`,
    sql.raw(`ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ${STATUSES})`),
    sql`ALTER TABLE sandbox_payments DROP CONSTRAINT sandbox_payments_status_check`,
    sql`UPDATE sandbox_payments SET status = 'cancelled' WHERE status = 'canceled'`,
    sql.raw(`ALTER TABLE sandbox_payments ADD CONSTRAINT sandbox_payments_status_check CHECK (status IN ${STATUSES})`),

    sql`ALTER TABLE payments ADD COLUMN method text NOT NULL DEFAULT 'checkout' CHECK (method IN ('checkout', 'directdebit', 'paylink'))`,
    sql`ALTER TABLE payments ALTER COLUMN method DROP DEFAULT`,
    sql`ALTER TABLE payments ADD COLUMN charged_back_amount numeric(10, 2) NOT NULL DEFAULT 0 CHECK (charged_back_amount >= 0)`,
    sql`ALTER TABLE payments ADD COLUMN refunded_amount numeric(10, 2) NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0)`,
    sql`ALTER TABLE payments ADD COLUMN checkout_url text`,
    sql`ALTER TABLE payments ADD COLUMN purchase_key text`,
    sql`ALTER TABLE payments ADD COLUMN checked_at timestamptz`,
    sql`ALTER TABLE payments ALTER COLUMN provider_payment_id DROP NOT NULL`,
    sql`ALTER TABLE payments ALTER COLUMN user_id DROP NOT NULL`,
    sql`ALTER TABLE payments DROP CONSTRAINT payments_user_id_fkey`,
    sql`ALTER TABLE payments ADD CONSTRAINT payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL`,
    sql`ALTER TABLE payments DROP CONSTRAINT payments_project_id_fkey`,
    sql`ALTER TABLE payments ADD CONSTRAINT payments_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE SET NULL`,
    sql`ALTER TABLE payments DROP CONSTRAINT payments_module_target_check`,
    sql`ALTER TABLE payments ADD CONSTRAINT payments_target_check
          CHECK ((kind = 'module' AND module_id IS NOT NULL) OR (kind = 'invoice' AND invoice_id IS NOT NULL))`,

    // The invoice payments join the ledger, with their invoice's client as the payer.
    sql`INSERT INTO payments (id, provider_payment_id, kind, method, user_id, invoice_id, amount, status, created_at, updated_at, paid_at)
        SELECT ip.id, ip.provider_payment_id, 'invoice', ip.method, i.user_id, ip.invoice_id, ip.amount,
               CASE ip.status WHEN 'canceled' THEN 'cancelled' ELSE ip.status END, ip.created_at, ip.updated_at,
               CASE WHEN ip.status = 'paid' THEN ip.updated_at END
        FROM invoice_payments ip JOIN invoices i ON i.id = ip.invoice_id`,
    sql`DROP TABLE invoice_payments`,
    sql`CREATE UNIQUE INDEX payments_one_debit_key ON payments(invoice_id) WHERE method = 'directdebit'`,

    // One open checkout per purchase. Older open duplicates (made before this rule) keep no key.
    sql`UPDATE payments SET purchase_key = CASE WHEN kind = 'module' THEN 'module:' || project_id || ':' || module_id ELSE 'invoice:' || invoice_id END
        WHERE method <> 'directdebit' AND (kind = 'invoice' OR project_id IS NOT NULL)`,
    sql`UPDATE payments SET purchase_key = NULL WHERE id IN (
          SELECT id FROM (
            SELECT id, row_number() OVER (PARTITION BY purchase_key ORDER BY created_at DESC, id) AS position
            FROM payments WHERE purchase_key IS NOT NULL AND status IN ('open', 'pending')
          ) ranked WHERE position > 1)`,
    sql`CREATE UNIQUE INDEX payments_open_purchase_key ON payments(purchase_key) WHERE status IN ('open', 'pending')`,
    sql`CREATE INDEX payments_purchase_idx ON payments(purchase_key, created_at DESC) WHERE purchase_key IS NOT NULL`,

    sql.raw(`CREATE TABLE payment_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      payment_id uuid NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('created', 'paid', 'failed', 'cancelled', 'expired', 'charged_back', 'chargeback_reversed', 'refunded')),
      amount numeric(10, 2),
      created_at timestamptz NOT NULL DEFAULT now()
    )`),
    sql`CREATE INDEX payment_events_payment_idx ON payment_events(payment_id, created_at)`,
    // What is known of the rows already there: they were started, and the paid ones paid.
    sql`INSERT INTO payment_events (payment_id, kind, amount, created_at) SELECT id, 'created', amount, created_at FROM payments`,
    sql`INSERT INTO payment_events (payment_id, kind, amount, created_at)
        SELECT id, status, amount, coalesce(paid_at, updated_at) FROM payments WHERE status IN ('paid', 'failed', 'cancelled', 'expired')`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TABLE IF EXISTS payment_events`,
    sql`DROP INDEX IF EXISTS payments_purchase_idx`,
    sql`DROP INDEX IF EXISTS payments_open_purchase_key`,
    sql`DROP INDEX IF EXISTS payments_one_debit_key`,
    sql.raw(`CREATE TABLE invoice_payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider_payment_id text NOT NULL UNIQUE,
      invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
      method text NOT NULL CHECK (method IN ('directdebit', 'paylink')),
      amount numeric(10, 2) NOT NULL CHECK (amount > 0),
      status text NOT NULL CHECK (status IN ${OLD_STATUSES}),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`),
    sql`CREATE UNIQUE INDEX invoice_payments_one_debit_key ON invoice_payments(invoice_id) WHERE method = 'directdebit'`,
    sql`CREATE INDEX invoice_payments_invoice_idx ON invoice_payments(invoice_id, created_at DESC)`,
    sql`INSERT INTO invoice_payments (id, provider_payment_id, invoice_id, method, amount, status, created_at, updated_at)
        SELECT id, provider_payment_id, invoice_id, method, amount, CASE status WHEN 'cancelled' THEN 'canceled' ELSE status END, created_at, updated_at
        FROM payments WHERE kind = 'invoice' AND provider_payment_id IS NOT NULL AND amount > 0`,
    sql`DELETE FROM payments WHERE kind = 'invoice' OR provider_payment_id IS NULL OR user_id IS NULL OR project_id IS NULL`,
    sql`ALTER TABLE payments DROP CONSTRAINT payments_target_check`,
    sql`ALTER TABLE payments ADD CONSTRAINT payments_module_target_check
          CHECK (kind <> 'module' OR (project_id IS NOT NULL AND module_id IS NOT NULL))`,
    sql`ALTER TABLE payments DROP CONSTRAINT payments_project_id_fkey`,
    sql`ALTER TABLE payments ADD CONSTRAINT payments_project_id_fkey FOREIGN KEY (project_id) REFERENCES projects(id) ON DELETE CASCADE`,
    sql`ALTER TABLE payments DROP CONSTRAINT payments_user_id_fkey`,
    sql`ALTER TABLE payments ADD CONSTRAINT payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE`,
    sql`ALTER TABLE payments ALTER COLUMN user_id SET NOT NULL`,
    sql`ALTER TABLE payments ALTER COLUMN provider_payment_id SET NOT NULL`,
    sql`ALTER TABLE payments DROP COLUMN checked_at, DROP COLUMN purchase_key, DROP COLUMN checkout_url, DROP COLUMN refunded_amount, DROP COLUMN charged_back_amount, DROP COLUMN method`,
    sql`ALTER TABLE sandbox_payments DROP CONSTRAINT sandbox_payments_status_check`,
    sql`UPDATE sandbox_payments SET status = 'canceled' WHERE status = 'cancelled'`,
    sql.raw(`ALTER TABLE sandbox_payments ADD CONSTRAINT sandbox_payments_status_check CHECK (status IN ${OLD_STATUSES})`),
    sql`ALTER TABLE payments DROP CONSTRAINT payments_status_check`,
    sql`UPDATE payments SET status = 'canceled' WHERE status = 'cancelled'`,
    sql.raw(`ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ${OLD_STATUSES})`),
  ]) {
    await statement.execute(db);
  }
}
