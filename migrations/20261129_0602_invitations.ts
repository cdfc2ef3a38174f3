import { sql, type Kysely } from 'kysely';

// An invited account exists from the invitation on, with no password that works; its single-use link is stored only as its hash.
// One open invitation per account; a resend replaces its token.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`
      CREATE TABLE invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
        expires_at timestamptz NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `,
    sql`CREATE INDEX invitations_created_at_idx ON invitations (created_at DESC, id)`,
    sql`CREATE INDEX invitations_invited_by_idx ON invitations (invited_by)`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS invitations`.execute(db);
}
