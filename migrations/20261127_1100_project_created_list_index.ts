import { sql, type Kysely } from 'kysely';

// The dashboard's recurring revenue at the start of the month sums the price of every project
// created before it, by the status it had then. With the status and the price in the index on the
// creation time, that sum is read from the index alone instead of every project's table page. The
// index keeps its order, so the newest-first lists it serves read it as before.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS projects_created_at_idx`.execute(db);
  await sql`CREATE INDEX projects_created_at_idx ON projects (created_at DESC, id) INCLUDE (status, monthly_price)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS projects_created_at_idx`.execute(db);
  await sql`CREATE INDEX projects_created_at_idx ON projects (created_at DESC, id)`.execute(db);
}
