import { sql, type Kysely } from 'kysely';

// The outbox becomes a delivery queue retried until sent or given up; 'stored' is a mail kept without SMTP (the embedded default),
// never delivered. Earlier mails were delivered or only logged at the time, so they become 'sent'.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE mail_outbox ADD COLUMN status text NOT NULL DEFAULT 'sent'
          CHECK (status IN ('pending', 'sent', 'failed', 'stored'))`,
    sql`ALTER TABLE mail_outbox ALTER COLUMN status SET DEFAULT 'pending'`,
    sql`ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0)`,
    sql`ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz`,
    sql`ALTER TABLE mail_outbox ADD COLUMN last_error text`,
    sql`ALTER TABLE mail_outbox ADD COLUMN sent_at timestamptz`,
    // What the delivery job reads every round: the pending mails that are due.
    sql`CREATE INDEX mail_outbox_due_idx ON mail_outbox(next_attempt_at) WHERE status = 'pending'`,
    sql`CREATE INDEX mail_outbox_failed_idx ON mail_outbox(created_at) WHERE status = 'failed'`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP INDEX IF EXISTS mail_outbox_failed_idx`,
    sql`DROP INDEX IF EXISTS mail_outbox_due_idx`,
    sql`ALTER TABLE mail_outbox DROP COLUMN sent_at, DROP COLUMN last_error, DROP COLUMN next_attempt_at,
          DROP COLUMN attempts, DROP COLUMN status`,
  ]) {
    await statement.execute(db);
  }
}
