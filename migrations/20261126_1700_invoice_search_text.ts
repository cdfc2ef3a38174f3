import { sql, type Kysely } from 'kysely';

// The invoice search reads a text each invoice keeps, in lower case, under a trigram index: the
// same fields the index's expression lowered before (billing name, email, description, number),
// now lowered once when the row is written instead of again for every row a search looks at.
// A stored generated column, so no write can leave it behind.

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
