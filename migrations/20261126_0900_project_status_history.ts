import { sql, type Kysely } from 'kysely';

// Last month's recurring revenue counts packages as they stood at this month's start: the status at a moment is the "from" of the first
// change after it (or today's). Failed and charged-back debits are few, so "Aandacht nodig" reads them by an index of their own.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE project_status_changes (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    from_status text NOT NULL CHECK (from_status IN ('pending', 'in_progress', 'completed', 'on_hold')),
    to_status text NOT NULL CHECK (to_status IN ('pending', 'in_progress', 'completed', 'on_hold')),
    changed_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX project_status_changes_changed_at_idx ON project_status_changes (changed_at, project_id)`.execute(db);
  await sql`CREATE INDEX project_status_changes_project_idx ON project_status_changes (project_id)`.execute(db);
  await sql`CREATE INDEX invoices_unpaid_debits_idx ON invoices (invoice_date, id) WHERE kind = 'invoice' AND status IN ('failed', 'charged_back')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX invoices_unpaid_debits_idx`.execute(db);
  await sql`DROP TABLE project_status_changes`.execute(db);
}
