import { sql, type Kysely } from 'kysely';

// Project count and monthly prices per status, kept by triggers in the project change's own transaction, as invoice_status_totals is
// (an erased client's projects included), so the admin dashboard reads four rows instead of every project on each load.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`
      CREATE TABLE project_status_totals (
        status text PRIMARY KEY,
        project_count integer NOT NULL DEFAULT 0,
        monthly_price_total numeric(14,2) NOT NULL DEFAULT 0
      )
    `,
    sql`
      CREATE FUNCTION project_status_totals_add(project_status text, count_change integer, price_change numeric)
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO project_status_totals AS t (status, project_count, monthly_price_total)
        VALUES (project_status, count_change, price_change)
        ON CONFLICT (status) DO UPDATE SET
          project_count = t.project_count + EXCLUDED.project_count,
          monthly_price_total = t.monthly_price_total + EXCLUDED.monthly_price_total;
      END
      $$
    `,
    // A status change takes its two rows in the order of their names, whichever way it goes, so two
    // transactions moving projects in opposite directions never wait on each other in a circle.
    sql`
      CREATE FUNCTION project_status_totals_from_projects() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.monthly_price = NEW.monthly_price THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'UPDATE' AND NEW.status < OLD.status THEN
          PERFORM project_status_totals_add(NEW.status, 1, NEW.monthly_price);
          PERFORM project_status_totals_add(OLD.status, -1, -OLD.monthly_price);
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM project_status_totals_add(OLD.status, -1, -OLD.monthly_price);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM project_status_totals_add(NEW.status, 1, NEW.monthly_price);
        END IF;
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER project_status_totals_projects AFTER INSERT OR DELETE OR UPDATE OF status, monthly_price ON projects FOR EACH ROW EXECUTE FUNCTION project_status_totals_from_projects()`,
    // What is there already.
    sql`INSERT INTO project_status_totals (status, project_count, monthly_price_total) SELECT status, count(*), sum(monthly_price) FROM projects GROUP BY status`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TRIGGER IF EXISTS project_status_totals_projects ON projects`,
    sql`DROP FUNCTION IF EXISTS project_status_totals_from_projects()`,
    sql`DROP FUNCTION IF EXISTS project_status_totals_add(text, integer, numeric)`,
    sql`DROP TABLE IF EXISTS project_status_totals`,
  ]) {
    await statement.execute(db);
  }
}
