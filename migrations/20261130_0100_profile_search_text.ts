import { sql, type Kysely } from 'kysely';

// Lowering every profile again on each search cost more than the rest of the admin's project search; stored generated columns
// (as invoices.search_text) are lowered once when the row is written. Person (name, email) and company are searched apart.

const PERSON_SEARCH = sql.raw(`lower(coalesce(full_name, '') || E'\\n' || email)`);
const COMPANY_SEARCH = sql.raw(`lower(company_name)`);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE profiles ADD COLUMN person_search_text text GENERATED ALWAYS AS (${PERSON_SEARCH}) STORED,
    ADD COLUMN company_search_text text GENERATED ALWAYS AS (${COMPANY_SEARCH}) STORED`.execute(db);
  await sql`CREATE INDEX profiles_person_search_text_idx ON profiles USING gin (person_search_text gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX profiles_company_search_text_idx ON profiles USING gin (company_search_text gin_trgm_ops)`.execute(db);
  await sql`DROP INDEX profiles_person_search_idx`.execute(db);
  await sql`DROP INDEX profiles_company_search_idx`.execute(db);
  // Statistics for the new columns now, not at autovacuum's next visit.
  await sql`ANALYZE profiles`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX profiles_person_search_idx ON profiles USING gin ((${PERSON_SEARCH}) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX profiles_company_search_idx ON profiles USING gin ((${COMPANY_SEARCH}) gin_trgm_ops)`.execute(db);
  await sql`ALTER TABLE profiles DROP COLUMN person_search_text, DROP COLUMN company_search_text`.execute(db);
}
