import { sql, type Kysely } from 'kysely';

// The recurring revenue at the month's start sums every earlier project's price by its status then: with both in the index, it reads the
// index alone. The index keeps its order, so the newest-first lists it serves read it as before.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS projects_created_at_idx`.execute(db);
  await sql`CREATE INDEX projects_created_at_idx ON projects (created_at DESC, id) INCLUDE (status, monthly_price)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS projects_created_at_idx`.execute(db);
  await sql`CREATE INDEX projects_created_at_idx ON projects (created_at DESC, id)`.execute(db);
}
