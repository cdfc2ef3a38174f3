import { sql, type Kysely } from 'kysely';

// Open steps per developer, status and expected date, moved by triggers on steps and projects in the same transaction, so the agenda and
// dashboard read a few rows per developer instead of counting every open step. A NULL developer: nobody is assigned yet.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`
      CREATE TABLE open_step_days (
        developer_id uuid,
        status text NOT NULL,
        expected_date date,
        step_count integer NOT NULL
      )
    `,
    sql`CREATE UNIQUE INDEX open_step_days_key ON open_step_days (developer_id, status, expected_date) NULLS NOT DISTINCT`,
    // Each change is a row of the table's type holding the difference. Keys are taken in one order so two transactions never wait in a
    // circle; a key left at 0 goes, so the table holds only the dates that still have open steps.
    sql`
      CREATE FUNCTION open_step_days_apply(changes open_step_days[]) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        change record;
        kept record;
      BEGIN
        FOR change IN
          SELECT c.developer_id, c.status, c.expected_date, sum(c.step_count)::integer AS difference
          FROM unnest(changes) AS c
          GROUP BY c.developer_id, c.status, c.expected_date
          ORDER BY c.developer_id, c.status, c.expected_date
        LOOP
          CONTINUE WHEN change.difference = 0;
          INSERT INTO open_step_days AS d (developer_id, status, expected_date, step_count)
          VALUES (change.developer_id, change.status, change.expected_date, change.difference)
          ON CONFLICT (developer_id, status, expected_date) DO UPDATE SET step_count = d.step_count + EXCLUDED.step_count
          RETURNING d.ctid, d.step_count INTO kept;
          IF kept.step_count = 0 THEN
            DELETE FROM open_step_days WHERE ctid = kept.ctid;
          END IF;
        END LOOP;
      END
      $$
    `,
    // FOR SHARE holds the project until commit, so a developer change and this transaction wait for each other: no step is counted under the
    // developer it just left. No project row: it is being deleted, and its BEFORE DELETE trigger took its steps off.
    sql`
      CREATE FUNCTION open_step_days_from_timeline() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changes open_step_days[] := '{}';
        project record;
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.expected_date IS NOT DISTINCT FROM NEW.expected_date
          AND OLD.project_id = NEW.project_id THEN
          RETURN NULL;
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'approved' THEN
          SELECT developer_id INTO project FROM projects WHERE id = OLD.project_id FOR SHARE;
          IF FOUND THEN
            changes := changes || ROW(project.developer_id, OLD.status, OLD.expected_date, -1)::open_step_days;
          END IF;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status <> 'approved' THEN
          SELECT developer_id INTO project FROM projects WHERE id = NEW.project_id FOR SHARE;
          IF FOUND THEN
            changes := changes || ROW(project.developer_id, NEW.status, NEW.expected_date, 1)::open_step_days;
          END IF;
        END IF;
        PERFORM open_step_days_apply(changes);
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER open_step_days_timeline AFTER INSERT OR DELETE OR UPDATE OF status, expected_date, project_id ON project_timeline FOR EACH ROW EXECUTE FUNCTION open_step_days_from_timeline()`,
    // Another developer (or none): the project's open steps move from the one to the other.
    sql`
      CREATE FUNCTION open_step_days_from_projects() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.developer_id IS NOT DISTINCT FROM NEW.developer_id THEN
          RETURN NULL;
        END IF;
        PERFORM open_step_days_apply(ARRAY(
          SELECT ROW(side.developer_id, step.status, step.expected_date, (side.sign * count(*))::integer)::open_step_days
          FROM project_timeline AS step
          CROSS JOIN (VALUES (OLD.developer_id, -1), (NEW.developer_id, 1)) AS side(developer_id, sign)
          WHERE step.project_id = NEW.id AND step.status <> 'approved'
          GROUP BY side.developer_id, side.sign, step.status, step.expected_date
        ));
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER open_step_days_projects AFTER UPDATE OF developer_id ON projects FOR EACH ROW EXECUTE FUNCTION open_step_days_from_projects()`,
    // A deleted project's steps go by ON DELETE CASCADE after the project row, when their own trigger
    // can no longer tell whose they were: they come off here, before, while the project is still there.
    sql`
      CREATE FUNCTION open_step_days_from_deleted_project() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM open_step_days_apply(ARRAY(
          SELECT ROW(OLD.developer_id, status, expected_date, -count(*)::integer)::open_step_days
          FROM project_timeline
          WHERE project_id = OLD.id AND status <> 'approved'
          GROUP BY status, expected_date
        ));
        RETURN OLD;
      END
      $$
    `,
    sql`CREATE TRIGGER open_step_days_deleted_projects BEFORE DELETE ON projects FOR EACH ROW EXECUTE FUNCTION open_step_days_from_deleted_project()`,
    // What is there already.
    sql`
      INSERT INTO open_step_days (developer_id, status, expected_date, step_count)
      SELECT projects.developer_id, step.status, step.expected_date, count(*)
      FROM project_timeline AS step
      JOIN projects ON projects.id = step.project_id
      WHERE step.status <> 'approved'
      GROUP BY projects.developer_id, step.status, step.expected_date
    `,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TRIGGER IF EXISTS open_step_days_deleted_projects ON projects`,
    sql`DROP TRIGGER IF EXISTS open_step_days_projects ON projects`,
    sql`DROP TRIGGER IF EXISTS open_step_days_timeline ON project_timeline`,
    sql`DROP FUNCTION IF EXISTS open_step_days_from_deleted_project()`,
    sql`DROP FUNCTION IF EXISTS open_step_days_from_projects()`,
    sql`DROP FUNCTION IF EXISTS open_step_days_from_timeline()`,
    sql`DROP FUNCTION IF EXISTS open_step_days_apply(open_step_days[])`,
    sql`DROP TABLE IF EXISTS open_step_days`,
  ]) {
    await statement.execute(db);
  }
}
