import { sql, type Kysely } from 'kysely';

// Revenue and collection per month, moved by triggers in the same transaction: the dashboard reads twelve rows and no code path can forget.
// Revenue: paid invoices (credit notes negative) by invoice date; a debit counts in its Amsterdam month as succeeded, failed or charged back.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`
      CREATE TABLE insight_months (
        period text PRIMARY KEY CHECK (period ~ '^[0-9]{4}-[0-9]{2}$'),
        revenue numeric(14,2) NOT NULL DEFAULT 0,
        debits_succeeded integer NOT NULL DEFAULT 0,
        debits_failed integer NOT NULL DEFAULT 0,
        debits_charged_back integer NOT NULL DEFAULT 0
      )
    `,
    sql`
      CREATE FUNCTION insight_months_add(month text, revenue_change numeric, succeeded_change integer, failed_change integer, charged_back_change integer)
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF revenue_change = 0 AND succeeded_change = 0 AND failed_change = 0 AND charged_back_change = 0 THEN
          RETURN;
        END IF;
        INSERT INTO insight_months AS m (period, revenue, debits_succeeded, debits_failed, debits_charged_back)
        VALUES (month, revenue_change, succeeded_change, failed_change, charged_back_change)
        ON CONFLICT (period) DO UPDATE SET
          revenue = m.revenue + EXCLUDED.revenue,
          debits_succeeded = m.debits_succeeded + EXCLUDED.debits_succeeded,
          debits_failed = m.debits_failed + EXCLUDED.debits_failed,
          debits_charged_back = m.debits_charged_back + EXCLUDED.debits_charged_back;
      END
      $$
    `,
    sql`
      CREATE FUNCTION insight_months_from_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.amount = NEW.amount AND OLD.invoice_date = NEW.invoice_date THEN
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'paid' THEN
          PERFORM insight_months_add(to_char(OLD.invoice_date, 'YYYY-MM'), -OLD.amount, 0, 0, 0);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'paid' THEN
          PERFORM insight_months_add(to_char(NEW.invoice_date, 'YYYY-MM'), NEW.amount, 0, 0, 0);
        END IF;
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER insight_months_invoices AFTER INSERT OR DELETE OR UPDATE OF status, amount, invoice_date ON invoices FOR EACH ROW EXECUTE FUNCTION insight_months_from_invoices()`,
    sql`
      CREATE FUNCTION insight_months_from_payments() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.charged_back_amount = NEW.charged_back_amount
          AND OLD.kind = NEW.kind AND OLD.method = NEW.method AND OLD.created_at = NEW.created_at THEN
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.kind = 'invoice' AND OLD.method = 'directdebit' THEN
          PERFORM insight_months_add(
            to_char(OLD.created_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM'), 0,
            -((OLD.status = 'paid' AND OLD.charged_back_amount = 0)::integer),
            -((OLD.status = 'failed')::integer),
            -((OLD.charged_back_amount > 0)::integer));
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.kind = 'invoice' AND NEW.method = 'directdebit' THEN
          PERFORM insight_months_add(
            to_char(NEW.created_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM'), 0,
            (NEW.status = 'paid' AND NEW.charged_back_amount = 0)::integer,
            (NEW.status = 'failed')::integer,
            (NEW.charged_back_amount > 0)::integer);
        END IF;
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER insight_months_payments AFTER INSERT OR DELETE OR UPDATE OF status, charged_back_amount, kind, method, created_at ON payments FOR EACH ROW EXECUTE FUNCTION insight_months_from_payments()`,
    // What is there already.
    sql`
      INSERT INTO insight_months (period, revenue)
      SELECT to_char(invoice_date, 'YYYY-MM'), sum(amount) FROM invoices WHERE status = 'paid' GROUP BY 1
    `,
    sql`
      INSERT INTO insight_months AS m (period, debits_succeeded, debits_failed, debits_charged_back)
      SELECT to_char(created_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM'),
        count(*) FILTER (WHERE status = 'paid' AND charged_back_amount = 0),
        count(*) FILTER (WHERE status = 'failed'),
        count(*) FILTER (WHERE charged_back_amount > 0)
      FROM payments WHERE kind = 'invoice' AND method = 'directdebit' GROUP BY 1
      ON CONFLICT (period) DO UPDATE SET
        debits_succeeded = EXCLUDED.debits_succeeded,
        debits_failed = EXCLUDED.debits_failed,
        debits_charged_back = EXCLUDED.debits_charged_back
    `,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TRIGGER IF EXISTS insight_months_payments ON payments`,
    sql`DROP TRIGGER IF EXISTS insight_months_invoices ON invoices`,
    sql`DROP FUNCTION IF EXISTS insight_months_from_payments()`,
    sql`DROP FUNCTION IF EXISTS insight_months_from_invoices()`,
    sql`DROP FUNCTION IF EXISTS insight_months_add(text, numeric, integer, integer, integer)`,
    sql`DROP TABLE IF EXISTS insight_months`,
  ]) {
    await statement.execute(db);
  }
}
