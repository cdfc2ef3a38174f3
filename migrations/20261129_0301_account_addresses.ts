import { sql, type Kysely } from 'kysely';

// A change of address can be undone ('restore') or confirmed ('keep_change') from the old address for a week. Every address an account had
// or asked for is kept with it, so erasing the account can clear the mail sent to each of them.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check`,
    sql`ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check
          CHECK (purpose IN ('verify', 'change', 'cancel_change', 'restore', 'keep_change'))`,
    sql`
      CREATE TABLE account_addresses (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, email)
      )
    `,
    sql`INSERT INTO account_addresses (user_id, email) SELECT user_id, email FROM email_tokens ON CONFLICT DO NOTHING`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TABLE IF EXISTS account_addresses`,
    sql`DELETE FROM email_tokens WHERE purpose IN ('restore', 'keep_change')`,
    sql`ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check`,
    sql`ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('verify', 'change', 'cancel_change'))`,
  ]) {
    await statement.execute(db);
  }
}
