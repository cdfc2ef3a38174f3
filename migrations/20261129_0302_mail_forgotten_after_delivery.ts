import { sql, type Kysely } from 'kysely';

// A mail that must leave nothing behind once it went out (the notice that an account was erased):
// after delivery, or at once when mail is only stored, its address and text are cleared.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE mail_outbox ADD COLUMN forget_after_delivery boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE mail_outbox DROP COLUMN forget_after_delivery`.execute(db);
}
