import { sql, type Kysely } from 'kysely';

// The invoice search's lower-cased text (the fields the index's expression lowered) as a stored generated column: lowered once per write
// instead of for every row a search looks at, and no write can leave it behind.

const SEARCHED = sql.raw(
  `lower(coalesce(billing_name, '') || E'\\n' || coalesce(billing_email, '') || E'\\n' || description || E'\\n' || invoice_number)`,
);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE invoices ADD COLUMN search_text text GENERATED ALWAYS AS (${SEARCHED}) STORED`.execute(db);
  await sql`CREATE INDEX invoices_search_text_idx ON invoices USING gin (search_text gin_trgm_ops)`.execute(db);
  await sql`DROP INDEX IF EXISTS invoices_search_idx`.execute(db);
  // Statistics for the new column now, not at autovacuum's next visit: until then the planner
  // guesses a search matches a handful of invoices, and sorts every match to find the newest.
  await sql`ANALYZE invoices`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS invoices_search_idx ON invoices USING gin ((${SEARCHED}) gin_trgm_ops)`.execute(db);
  await sql`DROP INDEX IF EXISTS invoices_search_text_idx`.execute(db);
  await sql`ALTER TABLE invoices DROP COLUMN IF EXISTS search_text`.execute(db);
}
