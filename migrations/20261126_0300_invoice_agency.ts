import { sql, type Kysely } from 'kysely';

// An invoice prints the agency as it was when issued (copied at creation, like the billing details), so a later configuration change
// leaves earlier invoices as they were. Invoices made before this column get the configured agency at the next start (the app, once).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE invoices ADD COLUMN agency jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE invoices DROP COLUMN agency`.execute(db);
}
