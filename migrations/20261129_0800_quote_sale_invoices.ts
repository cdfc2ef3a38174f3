import { sql, type Kysely } from 'kysely';

// Every sale ends on an invoice: an accepted quote's one-off lines on one invoice made once (unique quote reference), which its one-off
// module purchases name, as a paid module's purchase reaches its invoice through its payment.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE invoices ADD COLUMN quote_id uuid REFERENCES quotes(id) ON DELETE RESTRICT`,
    sql`CREATE UNIQUE INDEX invoices_quote_idx ON invoices(quote_id) WHERE quote_id IS NOT NULL`,
    sql`ALTER TABLE module_purchases ADD COLUMN invoice_id uuid REFERENCES invoices(id) ON DELETE SET NULL`,
    sql`CREATE INDEX module_purchases_invoice_idx ON module_purchases(invoice_id) WHERE invoice_id IS NOT NULL`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE module_purchases DROP COLUMN invoice_id`.execute(db);
  await sql`ALTER TABLE invoices DROP COLUMN quote_id`.execute(db);
}
