import { sql, type Kysely } from 'kysely';

// Browsers that signed in to an account before (a cookie token, stored as its SHA-256): failed logins
// elsewhere do not lock them out of that account.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE known_devices (
      id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX known_devices_user_id_idx ON known_devices(user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS known_devices`.execute(db);
}
