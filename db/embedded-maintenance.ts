import { sql, type Kysely } from 'kysely';
import type { Database } from './types';

// PGlite runs PostgreSQL without autovacuum: statistics stay as the last ANALYZE left them (a search index built on an empty table
// looks empty forever, so the planner reads the whole table) and dead rows pile up. server/app/embedded-maintenance.ts does the work.

/** VACUUM (ANALYZE) every table of the schema, one at a time, so a request waits for one table at most. Returns the tables. */
export async function vacuumAndAnalyzeEachTable(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(db);
  for (const { name } of rows) await sql`VACUUM (ANALYZE) ${sql.table(name)}`.execute(db);
  return rows.map((row) => row.name);
}
