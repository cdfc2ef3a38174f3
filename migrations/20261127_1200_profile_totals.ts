import { sql, type Kysely } from 'kysely';

// The profile count, moved by triggers in the same transaction (a deleted account's included), so the admin dashboard's counter reads
// one row instead of counting every profile on each request.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`
      CREATE TABLE profile_totals (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        profile_count integer NOT NULL DEFAULT 0
      )
    `,
    sql`INSERT INTO profile_totals (profile_count) SELECT count(*) FROM profiles`,
    sql`
      CREATE FUNCTION profile_totals_from_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE profile_totals SET profile_count = profile_count + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
        RETURN NULL;
      END
      $$
    `,
    sql`CREATE TRIGGER profile_totals_profiles AFTER INSERT OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION profile_totals_from_profiles()`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS profile_totals_profiles ON profiles`.execute(db);
  await sql`DROP FUNCTION IF EXISTS profile_totals_from_profiles()`.execute(db);
  await sql`DROP TABLE IF EXISTS profile_totals`.execute(db);
}
