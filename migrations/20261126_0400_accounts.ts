import { sql, type Kysely } from 'kysely';

// Accounts people can trust: a verified email address, email tokens stored as SHA-256, TOTP two-step sign-in with hashed recovery codes,
// and sessions that know their device, network and last use.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`,
    // Accounts made before verification existed keep working as they did.
    sql`UPDATE users SET email_verified_at = created_at`,
    sql`ALTER TABLE users ADD COLUMN totp_key text`,
    sql`ALTER TABLE users ADD COLUMN totp_pending_key text`,
    sql`ALTER TABLE sessions ADD COLUMN two_factor_verified boolean NOT NULL DEFAULT false`,
    sql`ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`,
    sql`ALTER TABLE sessions ADD COLUMN user_agent text`,
    sql`ALTER TABLE sessions ADD COLUMN ip_network text`,
    sql`
      CREATE TABLE email_tokens (
        id text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify', 'change', 'cancel_change')),
        email text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `,
    sql`CREATE INDEX email_tokens_user_id_idx ON email_tokens(user_id, purpose)`,
    sql`
      CREATE TABLE recovery_codes (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, code_hash)
      )
    `,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TABLE IF EXISTS recovery_codes`,
    sql`DROP TABLE IF EXISTS email_tokens`,
    sql`ALTER TABLE sessions DROP COLUMN ip_network`,
    sql`ALTER TABLE sessions DROP COLUMN user_agent`,
    sql`ALTER TABLE sessions DROP COLUMN last_seen_at`,
    sql`ALTER TABLE sessions DROP COLUMN two_factor_verified`,
    sql`ALTER TABLE users DROP COLUMN totp_pending_key`,
    sql`ALTER TABLE users DROP COLUMN totp_key`,
    sql`ALTER TABLE users DROP COLUMN email_verified_at`,
  ]) {
    await statement.execute(db);
  }
}
