import { sql, type Kysely } from 'kysely';

// Lines (unit price excl. VAT, a VAT rate or reverse charge); an invoice's totals stay frozen as issued, each existing one a line at its rate.
// Schedules' lines take their last invoice's rate, else 21; a project's recurring modules join its monthly invoice; one invoice per module payment.

const LINE_COLUMNS = `
  position integer NOT NULL CHECK (position >= 1),
  description text NOT NULL CHECK (length(description) > 0),
  quantity numeric(10, 2) NOT NULL CHECK (quantity <> 0),
  unit_price numeric(10, 2) NOT NULL,
  vat_rate numeric(5, 2) NOT NULL CHECK (vat_rate >= 0 AND vat_rate < 100),
  reverse_charge boolean NOT NULL DEFAULT false,
  CHECK (NOT reverse_charge OR vat_rate = 0)`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql.raw(`CREATE TABLE invoice_lines (
      invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
      ${LINE_COLUMNS},
      PRIMARY KEY (invoice_id, position)
    )`),
    sql`INSERT INTO invoice_lines (invoice_id, position, description, quantity, unit_price, vat_rate)
        SELECT id, 1, coalesce(nullif(btrim(description), ''), '-'), 1, amount, vat_rate FROM invoices`,
    sql.raw(`CREATE TABLE invoice_schedule_lines (
      schedule_id uuid NOT NULL REFERENCES invoice_schedules(id) ON DELETE CASCADE,
      ${LINE_COLUMNS},
      PRIMARY KEY (schedule_id, position)
    )`),
    sql`INSERT INTO invoice_schedule_lines (schedule_id, position, description, quantity, unit_price, vat_rate)
        SELECT s.id, 1, coalesce(nullif(btrim(s.description), ''), '-'), 1, s.amount,
               coalesce((SELECT i.vat_rate FROM invoices i WHERE i.schedule_id = s.id ORDER BY i.period DESC LIMIT 1), 21)
        FROM invoice_schedules s`,
    sql`ALTER TABLE invoice_schedules DROP COLUMN amount, DROP COLUMN description`,
    sql`ALTER TABLE invoice_schedules ADD COLUMN project_id uuid REFERENCES projects(id) ON DELETE SET NULL`,
    sql`ALTER TABLE invoice_schedules ADD COLUMN payment_term_days integer NOT NULL DEFAULT 14 CHECK (payment_term_days BETWEEN 0 AND 365)`,
    sql`CREATE INDEX invoice_schedules_project_idx ON invoice_schedules(project_id) WHERE project_id IS NOT NULL`,
    sql`ALTER TABLE invoices DROP COLUMN vat_rate`,
    sql`ALTER TABLE invoices ADD COLUMN project_id uuid REFERENCES projects(id) ON DELETE SET NULL`,
    sql`CREATE INDEX invoices_project_idx ON invoices(project_id) WHERE project_id IS NOT NULL`,
    sql`ALTER TABLE module_purchases ADD COLUMN is_recurring boolean NOT NULL DEFAULT false`,
    sql`CREATE INDEX module_purchases_recurring_idx ON module_purchases(project_id, purchased_at) WHERE is_recurring`,
    sql`CREATE UNIQUE INDEX payments_module_invoice_key ON payments(invoice_id) WHERE kind = 'module' AND invoice_id IS NOT NULL`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP INDEX IF EXISTS payments_module_invoice_key`,
    sql`UPDATE payments SET invoice_id = NULL WHERE kind = 'module'`,
    sql`DROP INDEX IF EXISTS module_purchases_recurring_idx`,
    sql`ALTER TABLE module_purchases DROP COLUMN is_recurring`,
    sql`DROP INDEX IF EXISTS invoices_project_idx`,
    sql`ALTER TABLE invoices DROP COLUMN project_id`,
    // The rate of each invoice's first line: an invoice of several rates keeps only that one.
    sql`ALTER TABLE invoices ADD COLUMN vat_rate numeric(5, 2) NOT NULL DEFAULT 21 CHECK (vat_rate >= 0 AND vat_rate < 100)`,
    sql`UPDATE invoices SET vat_rate = l.vat_rate FROM invoice_lines l WHERE l.invoice_id = invoices.id AND l.position = 1`,
    sql`ALTER TABLE invoices ALTER COLUMN vat_rate DROP DEFAULT`,
    sql`DROP INDEX IF EXISTS invoice_schedules_project_idx`,
    sql`ALTER TABLE invoice_schedules DROP COLUMN project_id, DROP COLUMN payment_term_days`,
    sql`ALTER TABLE invoice_schedules ADD COLUMN amount numeric(10, 2) NOT NULL DEFAULT 0, ADD COLUMN description text NOT NULL DEFAULT ''`,
    sql`UPDATE invoice_schedules s SET
          amount = (SELECT coalesce(sum(round(l.quantity * l.unit_price, 2)), 0) FROM invoice_schedule_lines l WHERE l.schedule_id = s.id),
          description = (SELECT coalesce(string_agg(l.description, '; ' ORDER BY l.position), '') FROM invoice_schedule_lines l WHERE l.schedule_id = s.id)`,
    sql`ALTER TABLE invoice_schedules ALTER COLUMN amount DROP DEFAULT, ALTER COLUMN description DROP DEFAULT`,
    sql`DROP TABLE IF EXISTS invoice_schedule_lines`,
    sql`DROP TABLE IF EXISTS invoice_lines`,
  ]) {
    await statement.execute(db);
  }
}
