import { sql, type Kysely } from 'kysely';

// "Aandacht nodig" reads per kind its oldest few lines and their count: a partial index per kind, in the list's order, holds only its rows,
// so both read the kind's entries alone (the failed debits have one: invoices_unpaid_debits_idx).

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`CREATE INDEX complaints_unresolved_idx ON complaints (created_at, id) WHERE status <> 'resolved'`,
    sql`CREATE INDEX projects_unassigned_idx ON projects (created_at, id) WHERE developer_id IS NULL AND status <> 'completed'`,
    sql`CREATE INDEX project_timeline_pending_idx ON project_timeline (expected_date, id) WHERE status = 'pending'`,
    sql`CREATE INDEX project_timeline_waiting_idx ON project_timeline (completed_at, id) WHERE status = 'ready_for_approval'`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP INDEX IF EXISTS project_timeline_waiting_idx`,
    sql`DROP INDEX IF EXISTS project_timeline_pending_idx`,
    sql`DROP INDEX IF EXISTS projects_unassigned_idx`,
    sql`DROP INDEX IF EXISTS complaints_unresolved_idx`,
  ]) {
    await statement.execute(db);
  }
}
