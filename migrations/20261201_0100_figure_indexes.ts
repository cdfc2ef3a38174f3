import { sql, type Kysely } from 'kysely';

// Two dashboard figures read an index alone: the pending steps' index holds project and status (open steps per developer), the
// approved steps' index each approval's Amsterdam day (days to approval), so no step row is read and no day worked out per read.
const APPROVED_DAY = sql.raw(`((approved_date AT TIME ZONE 'Europe/Amsterdam')::date)`);

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP INDEX project_timeline_pending_idx`,
    sql`CREATE INDEX project_timeline_pending_idx ON project_timeline (expected_date, id) INCLUDE (project_id, status) WHERE status IN ('pending', 'changes_requested')`,
    sql`DROP INDEX project_timeline_approved_idx`,
    // approved_date is included so the scan needs no row for it; the day is a key column, as an index cannot include an expression.
    sql`CREATE INDEX project_timeline_approved_idx ON project_timeline (step_number, ${APPROVED_DAY}) INCLUDE (project_id, step_name, approved_date) WHERE status = 'approved' AND approved_date IS NOT NULL`,
    sql`ANALYZE project_timeline`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP INDEX project_timeline_pending_idx`,
    sql`CREATE INDEX project_timeline_pending_idx ON project_timeline (expected_date, id) WHERE status IN ('pending', 'changes_requested')`,
    sql`DROP INDEX project_timeline_approved_idx`,
    sql`CREATE INDEX project_timeline_approved_idx ON project_timeline (step_number) INCLUDE (project_id, approved_date, step_name) WHERE status = 'approved' AND approved_date IS NOT NULL`,
  ]) {
    await statement.execute(db);
  }
}
