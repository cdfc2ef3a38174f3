import { sql, type Kysely } from 'kysely';

// Complaints per status, moved by triggers in the same transaction (an erased account's included): "Aandacht nodig" counts unresolved ones
// older than a few days as all unresolved less the few filed since, instead of reading every unresolved complaint on each request.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`
      CREATE TABLE complaint_status_totals (
        status text PRIMARY KEY,
        complaint_count integer NOT NULL DEFAULT 0
      )
    `,
    sql`
      CREATE FUNCTION complaint_status_totals_add(complaint_status text, count_change integer)
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO complaint_status_totals AS t (status, complaint_count)
        VALUES (complaint_status, count_change)
        ON CONFLICT (status) DO UPDATE SET complaint_count = t.complaint_count + EXCLUDED.complaint_count;
      END
      $$
    `,
    // As for the invoices: a status change takes its two rows in the order of their names, whichever
    // way it goes, so two transactions moving complaints in opposite directions never wait in a circle.
    sql`
      CREATE FUNCTION complaint_status_totals_from_complaints() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.status = NEW.status THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'UPDATE' AND NEW.status < OLD.status THEN
          PERFORM complaint_status_totals_add(NEW.status, 1);
          PERFORM complaint_status_totals_add(OLD.status, -1);
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM complaint_status_totals_add(OLD.status, -1);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM complaint_status_totals_add(NEW.status, 1);
        END IF;
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER complaint_status_totals_complaints AFTER INSERT OR DELETE OR UPDATE OF status ON complaints FOR EACH ROW EXECUTE FUNCTION complaint_status_totals_from_complaints()`,
    // What is there already.
    sql`INSERT INTO complaint_status_totals (status, complaint_count) SELECT status, count(*) FROM complaints GROUP BY status`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TRIGGER IF EXISTS complaint_status_totals_complaints ON complaints`,
    sql`DROP FUNCTION IF EXISTS complaint_status_totals_from_complaints()`,
    sql`DROP FUNCTION IF EXISTS complaint_status_totals_add(text, integer)`,
    sql`DROP TABLE IF EXISTS complaint_status_totals`,
  ]) {
    await statement.execute(db);
  }
}
