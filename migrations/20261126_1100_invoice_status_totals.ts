import { sql, type Kysely } from 'kysely';

// Invoice count and amount per status (credit notes included), kept by triggers in the invoice change's own transaction, as insight_months
// is: the admin's list and dashboard read five rows instead of counting every invoice on each request, and no code path can forget to.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`
      CREATE TABLE invoice_status_totals (
        status text PRIMARY KEY,
        invoice_count integer NOT NULL DEFAULT 0,
        total_amount numeric(14,2) NOT NULL DEFAULT 0
      )
    `,
    sql`
      CREATE FUNCTION invoice_status_totals_add(invoice_status text, count_change integer, amount_change numeric)
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO invoice_status_totals AS t (status, invoice_count, total_amount)
        VALUES (invoice_status, count_change, amount_change)
        ON CONFLICT (status) DO UPDATE SET
          invoice_count = t.invoice_count + EXCLUDED.invoice_count,
          total_amount = t.total_amount + EXCLUDED.total_amount;
      END
      $$
    `,
    // A status change takes its two rows in the order of their names, whichever way it goes, so two
    // transactions moving invoices in opposite directions never wait on each other in a circle.
    sql`
      CREATE FUNCTION invoice_status_totals_from_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.total_amount = NEW.total_amount THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'UPDATE' AND NEW.status < OLD.status THEN
          PERFORM invoice_status_totals_add(NEW.status, 1, NEW.total_amount);
          PERFORM invoice_status_totals_add(OLD.status, -1, -OLD.total_amount);
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM invoice_status_totals_add(OLD.status, -1, -OLD.total_amount);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM invoice_status_totals_add(NEW.status, 1, NEW.total_amount);
        END IF;
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER invoice_status_totals_invoices AFTER INSERT OR DELETE OR UPDATE OF status, total_amount ON invoices FOR EACH ROW EXECUTE FUNCTION invoice_status_totals_from_invoices()`,
    // What is there already.
    sql`INSERT INTO invoice_status_totals (status, invoice_count, total_amount) SELECT status, count(*), sum(total_amount) FROM invoices GROUP BY status`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TRIGGER IF EXISTS invoice_status_totals_invoices ON invoices`,
    sql`DROP FUNCTION IF EXISTS invoice_status_totals_from_invoices()`,
    sql`DROP FUNCTION IF EXISTS invoice_status_totals_add(text, integer, numeric)`,
    sql`DROP TABLE IF EXISTS invoice_status_totals`,
  ]) {
    await statement.execute(db);
  }
}
