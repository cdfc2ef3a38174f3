import { sql, type Kysely } from 'kysely';

// What the admin refunded of an invoice (not refused, not automatic, those on their way included), recounted by triggers in the same
// transaction, so the invoice list reads one column instead of summing refunds for every row it shows.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE invoices ADD COLUMN refunded_by_admin numeric(12,2) NOT NULL DEFAULT 0`,
    // The one place the sum is written: the invoice's refunds, through its payments.
    sql`
      CREATE FUNCTION invoice_refunded_by_admin_recount(invoice uuid) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE invoices SET refunded_by_admin = (
          SELECT coalesce(sum(refunds.amount), 0)
          FROM refunds JOIN payments ON payments.id = refunds.payment_id
          WHERE payments.invoice_id = invoices.id AND refunds.status <> 'failed' AND NOT refunds.automatic
        )
        WHERE invoices.id = invoice;
      END
      $$
    `,
    sql`
      CREATE FUNCTION invoice_refunded_by_admin_from_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM invoice_refunded_by_admin_recount((SELECT invoice_id FROM payments WHERE id = OLD.payment_id));
        END IF;
        IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.payment_id IS DISTINCT FROM OLD.payment_id) THEN
          PERFORM invoice_refunded_by_admin_recount((SELECT invoice_id FROM payments WHERE id = NEW.payment_id));
        END IF;
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER invoice_refunded_by_admin_refunds AFTER INSERT OR DELETE OR UPDATE OF status, amount, automatic, payment_id ON refunds FOR EACH ROW EXECUTE FUNCTION invoice_refunded_by_admin_from_refunds()`,
    // A payment moved to another invoice takes its refunds along.
    sql`
      CREATE FUNCTION invoice_refunded_by_admin_from_payments() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM invoice_refunded_by_admin_recount(OLD.invoice_id);
        PERFORM invoice_refunded_by_admin_recount(NEW.invoice_id);
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER invoice_refunded_by_admin_payments AFTER UPDATE OF invoice_id ON payments FOR EACH ROW WHEN (OLD.invoice_id IS DISTINCT FROM NEW.invoice_id) EXECUTE FUNCTION invoice_refunded_by_admin_from_payments()`,
    // What is there already: every invoice with a payment that has a refund.
    sql`
      SELECT invoice_refunded_by_admin_recount(invoice_id)
      FROM (SELECT DISTINCT payments.invoice_id FROM refunds JOIN payments ON payments.id = refunds.payment_id WHERE payments.invoice_id IS NOT NULL) AS refunded
    `,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS invoice_refunded_by_admin_payments ON payments`.execute(db);
  await sql`DROP TRIGGER IF EXISTS invoice_refunded_by_admin_refunds ON refunds`.execute(db);
  await sql`DROP FUNCTION IF EXISTS invoice_refunded_by_admin_from_payments()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS invoice_refunded_by_admin_from_refunds()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS invoice_refunded_by_admin_recount(uuid)`.execute(db);
  await sql`ALTER TABLE invoices DROP COLUMN IF EXISTS refunded_by_admin`.execute(db);
}
