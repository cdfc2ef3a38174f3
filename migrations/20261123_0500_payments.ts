import { sql, type Kysely } from 'kysely';

// Module and project are null for invoice payments; the provider id stays unique, as the webhook and return page record by it.
// A purchase keeps its bought title and price, so editing a module changes none; sandbox payments are kept here to survive a restart.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE payments ADD COLUMN kind text NOT NULL DEFAULT 'module' CHECK (kind IN ('module', 'invoice'))`,
    sql`ALTER TABLE payments ALTER COLUMN kind DROP DEFAULT`,
    sql`ALTER TABLE payments ALTER COLUMN project_id DROP NOT NULL`,
    sql`ALTER TABLE payments ALTER COLUMN upsell_id DROP NOT NULL`,
    sql`ALTER TABLE payments ADD COLUMN invoice_id uuid REFERENCES invoices(id) ON DELETE SET NULL`,
    sql`ALTER TABLE payments ADD COLUMN paid_at timestamptz`,
    sql`ALTER TABLE payments ADD CONSTRAINT payments_module_target_check
          CHECK (kind <> 'module' OR (project_id IS NOT NULL AND upsell_id IS NOT NULL))`,
    sql`CREATE INDEX payments_invoice_idx ON payments(invoice_id) WHERE invoice_id IS NOT NULL`,
    sql`ALTER TABLE purchased_upsells ADD COLUMN title text`,
    sql`ALTER TABLE purchased_upsells ADD COLUMN price numeric(10, 2) CHECK (price >= 0)`,
    sql`UPDATE purchased_upsells SET title = m.title, price = m.price FROM upsell_modules m WHERE m.id = purchased_upsells.upsell_id`,
    sql`ALTER TABLE purchased_upsells ALTER COLUMN title SET NOT NULL`,
    sql`ALTER TABLE purchased_upsells ALTER COLUMN price SET NOT NULL`,
    sql`CREATE TABLE sandbox_payments (
      provider_payment_id text PRIMARY KEY,
      amount numeric(10, 2) NOT NULL,
      description text NOT NULL,
      redirect_url text NOT NULL,
      webhook_url text NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')),
      metadata jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TABLE IF EXISTS sandbox_payments`,
    sql`ALTER TABLE purchased_upsells DROP COLUMN price, DROP COLUMN title`,
    sql`DROP INDEX IF EXISTS payments_invoice_idx`,
    sql`DELETE FROM payments WHERE kind <> 'module'`,
    sql`ALTER TABLE payments DROP CONSTRAINT payments_module_target_check`,
    sql`ALTER TABLE payments DROP COLUMN paid_at, DROP COLUMN invoice_id, DROP COLUMN kind`,
    sql`ALTER TABLE payments ALTER COLUMN upsell_id SET NOT NULL`,
    sql`ALTER TABLE payments ALTER COLUMN project_id SET NOT NULL`,
  ]) {
    await statement.execute(db);
  }
}
