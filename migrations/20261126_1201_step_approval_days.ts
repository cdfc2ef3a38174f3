import { sql, type Kysely } from 'kysely';

// Per step number: approved steps and their Amsterdam calendar days from project creation to approval, added up by triggers as in
// open_step_days; days to approval is day_total / approved_count. The step's name comes from a partial index of approved steps only.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`
      CREATE TABLE step_approval_days (
        step_number integer PRIMARY KEY,
        approved_count integer NOT NULL DEFAULT 0,
        day_total bigint NOT NULL DEFAULT 0
      )
    `,
    sql`
      CREATE FUNCTION step_approval_days_between(approved_date timestamptz, project_created_at timestamptz) RETURNS integer
      LANGUAGE sql IMMUTABLE AS $$
        SELECT (approved_date AT TIME ZONE 'Europe/Amsterdam')::date - (project_created_at AT TIME ZONE 'Europe/Amsterdam')::date
      $$
    `,
    // As in open_step_days_apply: the differences per step number, taken in the order of the numbers.
    sql`
      CREATE FUNCTION step_approval_days_apply(changes step_approval_days[]) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        change record;
      BEGIN
        FOR change IN
          SELECT c.step_number, sum(c.approved_count)::integer AS count_change, sum(c.day_total)::bigint AS days_change
          FROM unnest(changes) AS c
          GROUP BY c.step_number
          ORDER BY c.step_number
        LOOP
          CONTINUE WHEN change.count_change = 0 AND change.days_change = 0;
          INSERT INTO step_approval_days AS d (step_number, approved_count, day_total)
          VALUES (change.step_number, change.count_change, change.days_change)
          ON CONFLICT (step_number) DO UPDATE SET
            approved_count = d.approved_count + EXCLUDED.approved_count,
            day_total = d.day_total + EXCLUDED.day_total;
        END LOOP;
      END
      $$
    `,
    // The project is read FOR SHARE, held until commit, as open_step_days_from_timeline does; no
    // project row: it is being deleted, and its BEFORE DELETE trigger took its steps off already.
    sql`
      CREATE FUNCTION step_approval_days_from_timeline() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changes step_approval_days[] := '{}';
        project record;
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.approved_date IS NOT DISTINCT FROM NEW.approved_date
          AND OLD.step_number = NEW.step_number AND OLD.project_id = NEW.project_id THEN
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' AND OLD.approved_date IS NOT NULL THEN
          SELECT created_at INTO project FROM projects WHERE id = OLD.project_id FOR SHARE;
          IF FOUND THEN
            changes := changes || ROW(OLD.step_number, -1, -step_approval_days_between(OLD.approved_date, project.created_at))::step_approval_days;
          END IF;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'approved' AND NEW.approved_date IS NOT NULL THEN
          SELECT created_at INTO project FROM projects WHERE id = NEW.project_id FOR SHARE;
          IF FOUND THEN
            changes := changes || ROW(NEW.step_number, 1, step_approval_days_between(NEW.approved_date, project.created_at))::step_approval_days;
          END IF;
        END IF;
        PERFORM step_approval_days_apply(changes);
        RETURN NULL;
      END
      $$
    `,
    sql`
      CREATE TRIGGER step_approval_days_timeline AFTER INSERT OR DELETE OR UPDATE OF status, approved_date, step_number, project_id ON project_timeline
      FOR EACH ROW EXECUTE FUNCTION step_approval_days_from_timeline()
    `,
    // The days count from the project's creation: a project dated otherwise moves its approved steps' days.
    sql`
      CREATE FUNCTION step_approval_days_from_projects() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.created_at = NEW.created_at THEN
          RETURN NULL;
        END IF;
        PERFORM step_approval_days_apply(ARRAY(
          SELECT ROW(step_number, 0,
            sum(step_approval_days_between(approved_date, NEW.created_at) - step_approval_days_between(approved_date, OLD.created_at))::bigint)::step_approval_days
          FROM project_timeline
          WHERE project_id = NEW.id AND status = 'approved' AND approved_date IS NOT NULL
          GROUP BY step_number
        ));
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER step_approval_days_projects AFTER UPDATE OF created_at ON projects FOR EACH ROW EXECUTE FUNCTION step_approval_days_from_projects()`,
    // As open_step_days_from_deleted_project: the cascade deletes the steps after the project row.
    sql`
      CREATE FUNCTION step_approval_days_from_deleted_project() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM step_approval_days_apply(ARRAY(
          SELECT ROW(step_number, -count(*)::integer, -sum(step_approval_days_between(approved_date, OLD.created_at))::bigint)::step_approval_days
          FROM project_timeline
          WHERE project_id = OLD.id AND status = 'approved' AND approved_date IS NOT NULL
          GROUP BY step_number
        ));
        RETURN OLD;
      END
      $$
    `,
    sql`CREATE TRIGGER step_approval_days_deleted_projects BEFORE DELETE ON projects FOR EACH ROW EXECUTE FUNCTION step_approval_days_from_deleted_project()`,
    // The name of each step number, as min(step_name) over its approved steps: one index entry away.
    sql`CREATE INDEX project_timeline_approved_name_idx ON project_timeline (step_number, step_name) WHERE status = 'approved' AND approved_date IS NOT NULL`,
    // What is there already.
    sql`
      INSERT INTO step_approval_days (step_number, approved_count, day_total)
      SELECT step.step_number, count(*), sum(step_approval_days_between(step.approved_date, projects.created_at))
      FROM project_timeline AS step
      JOIN projects ON projects.id = step.project_id
      WHERE step.status = 'approved' AND step.approved_date IS NOT NULL
      GROUP BY step.step_number
    `,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP INDEX IF EXISTS project_timeline_approved_name_idx`,
    sql`DROP TRIGGER IF EXISTS step_approval_days_deleted_projects ON projects`,
    sql`DROP TRIGGER IF EXISTS step_approval_days_projects ON projects`,
    sql`DROP TRIGGER IF EXISTS step_approval_days_timeline ON project_timeline`,
    sql`DROP FUNCTION IF EXISTS step_approval_days_from_deleted_project()`,
    sql`DROP FUNCTION IF EXISTS step_approval_days_from_projects()`,
    sql`DROP FUNCTION IF EXISTS step_approval_days_from_timeline()`,
    sql`DROP FUNCTION IF EXISTS step_approval_days_apply(step_approval_days[])`,
    sql`DROP FUNCTION IF EXISTS step_approval_days_between(timestamptz, timestamptz)`,
    sql`DROP TABLE IF EXISTS step_approval_days`,
  ]) {
    await statement.execute(db);
  }
}
