import { sql, type Kysely } from 'kysely';

// Rate-limit counters in the database, so every app instance on it enforces one limit.
// A row is a fixed window (hits until resets_at) or a backoff (no attempt before blocked_until).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      hits integer NOT NULL CHECK (hits >= 0),
      resets_at timestamptz NOT NULL,
      blocked_until timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX rate_limits_resets_at_idx ON rate_limits(resets_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS rate_limits`.execute(db);
}
