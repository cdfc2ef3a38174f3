import { sql, type Kysely } from 'kysely';

// A developer's project list counts per status and searches the client text over all their projects: with both in the index, it reads
// the index alone. It replaces the index on the developer alone, which this one serves as well.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX projects_developer_list_idx ON projects (developer_id) INCLUDE (status, client_search_text)`.execute(db);
  await sql`DROP INDEX IF EXISTS projects_developer_id_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS projects_developer_id_idx ON projects (developer_id)`.execute(db);
  await sql`DROP INDEX IF EXISTS projects_developer_list_idx`.execute(db);
}
