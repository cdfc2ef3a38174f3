import { sql, type Kysely } from 'kysely';

// Indexes so no list reads a whole growing table at agency scale: the agenda, the project searches (texts kept by triggers), the invoices.
// pg_trgm ships with PostgreSQL (contrib) and PGlite (loaded in db/create-db.ts); it is trusted, so a database owner may create it.

// The searched text of an invoice. Billing name first: the planner's statistics on the expression
// then follow the names, not the invoice numbers. The app's query repeats this exact expression.
const INVOICE_SEARCH = sql.raw(
  `lower(coalesce(billing_name, '') || E'\\n' || coalesce(billing_email, '') || E'\\n' || description || E'\\n' || invoice_number)`,
);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await sql`CREATE INDEX project_timeline_open_by_date_idx ON project_timeline (expected_date, project_id, step_number) WHERE status <> 'approved'`.execute(db);
  await sql`DROP INDEX IF EXISTS project_timeline_open_idx`.execute(db);
  await sql`CREATE INDEX project_timeline_open_by_project_idx ON project_timeline (project_id, expected_date) WHERE status <> 'approved'`.execute(db);

  await sql`ALTER TABLE projects ADD COLUMN search_text text NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE projects ADD COLUMN client_search_text text NOT NULL DEFAULT ''`.execute(db);
  await sql`
    CREATE FUNCTION project_client_search_text(client uuid) RETURNS text LANGUAGE sql STABLE AS $$
      SELECT lower(coalesce((SELECT concat_ws(E'\\n', full_name, company_name) FROM profiles WHERE id = client), ''))
    $$
  `.execute(db);
  await sql`
    CREATE FUNCTION project_search_text(client uuid, developer uuid) RETURNS text LANGUAGE sql STABLE AS $$
      SELECT lower(
        coalesce((SELECT concat_ws(E'\\n', full_name, email, company_name) FROM profiles WHERE id = client), '') || E'\\n' ||
        coalesce((SELECT concat_ws(E'\\n', full_name, email) FROM profiles WHERE id = developer), '')
      )
    $$
  `.execute(db);
  await sql`
    CREATE FUNCTION projects_fill_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_text := project_search_text(NEW.client_id, NEW.developer_id);
      NEW.client_search_text := project_client_search_text(NEW.client_id);
      RETURN NEW;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER projects_search_text BEFORE INSERT OR UPDATE OF client_id, developer_id ON projects
    FOR EACH ROW EXECUTE FUNCTION projects_fill_search_text()
  `.execute(db);
  await sql`
    CREATE FUNCTION profiles_refresh_project_search() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE projects SET search_text = project_search_text(client_id, developer_id), client_search_text = project_client_search_text(client_id)
      WHERE client_id = NEW.id OR developer_id = NEW.id;
      RETURN NULL;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER profiles_project_search AFTER UPDATE OF full_name, email, company_name ON profiles
    FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.company_name IS DISTINCT FROM NEW.company_name)
    EXECUTE FUNCTION profiles_refresh_project_search()
  `.execute(db);
  await sql`UPDATE projects SET search_text = project_search_text(client_id, developer_id), client_search_text = project_client_search_text(client_id)`.execute(db);
  await sql`CREATE INDEX projects_search_idx ON projects USING gin (search_text gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX projects_created_at_idx ON projects (created_at DESC, id)`.execute(db);

  await sql`CREATE INDEX invoices_search_idx ON invoices USING gin ((${INVOICE_SEARCH}) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX invoices_status_totals_idx ON invoices (status) INCLUDE (total_amount)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS invoices_status_totals_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS invoices_search_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS projects_created_at_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS projects_search_idx`.execute(db);
  await sql`DROP TRIGGER IF EXISTS profiles_project_search ON profiles`.execute(db);
  await sql`DROP FUNCTION IF EXISTS profiles_refresh_project_search()`.execute(db);
  await sql`DROP TRIGGER IF EXISTS projects_search_text ON projects`.execute(db);
  await sql`DROP FUNCTION IF EXISTS projects_fill_search_text()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS project_search_text(uuid, uuid)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS project_client_search_text(uuid)`.execute(db);
  await sql`ALTER TABLE projects DROP COLUMN IF EXISTS search_text`.execute(db);
  await sql`ALTER TABLE projects DROP COLUMN IF EXISTS client_search_text`.execute(db);
  await sql`DROP INDEX IF EXISTS project_timeline_open_by_project_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS project_timeline_open_by_date_idx`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS project_timeline_open_idx ON project_timeline (expected_date) WHERE status <> 'approved'`.execute(db);
}
