import { sql, type Kysely } from 'kysely';

// Each step keeps its project's developer, set by triggers in the same transaction, so a developer's agenda reads their open steps in
// date order from one index instead of walking every open step by date and looking up whose project each one is.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE project_timeline ADD COLUMN project_developer_id uuid`,
    // The project is read FOR SHARE and so held until commit: a change of its developer waits for
    // this transaction, or this one for the change and then reads the developer it ends with.
    sql`
      CREATE FUNCTION step_project_developer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT developer_id INTO NEW.project_developer_id FROM projects WHERE id = NEW.project_id FOR SHARE;
        RETURN NEW;
      END
      $$
    `,
    sql`CREATE TRIGGER step_project_developer BEFORE INSERT OR UPDATE OF project_id, project_developer_id ON project_timeline FOR EACH ROW EXECUTE FUNCTION step_project_developer()`,
    sql`
      CREATE FUNCTION project_developer_to_steps() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.developer_id IS NOT DISTINCT FROM NEW.developer_id THEN
          RETURN NULL;
        END IF;
        UPDATE project_timeline SET project_developer_id = NEW.developer_id
        WHERE project_id = NEW.id AND project_developer_id IS DISTINCT FROM NEW.developer_id;
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER project_developer_to_steps AFTER UPDATE OF developer_id ON projects FOR EACH ROW EXECUTE FUNCTION project_developer_to_steps()`,
    // What is there already.
    sql`
      UPDATE project_timeline AS step SET project_developer_id = projects.developer_id
      FROM projects WHERE projects.id = step.project_id AND projects.developer_id IS NOT NULL
    `,
    // A developer's open steps in the agenda's order (the admin's have project_timeline_open_by_date_idx).
    sql`
      CREATE INDEX project_timeline_open_by_developer_idx ON project_timeline (project_developer_id, expected_date, project_id, step_number)
      WHERE status <> 'approved'
    `,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP INDEX IF EXISTS project_timeline_open_by_developer_idx`,
    sql`DROP TRIGGER IF EXISTS project_developer_to_steps ON projects`,
    sql`DROP FUNCTION IF EXISTS project_developer_to_steps()`,
    sql`DROP TRIGGER IF EXISTS step_project_developer ON project_timeline`,
    sql`DROP FUNCTION IF EXISTS step_project_developer()`,
    sql`ALTER TABLE project_timeline DROP COLUMN IF EXISTS project_developer_id`,
  ]) {
    await statement.execute(db);
  }
}
