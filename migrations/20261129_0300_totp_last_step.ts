import { sql, type Kysely } from 'kysely';

// A TOTP code works once: each user keeps the last time step a code was accepted for, and a code
// for that step or an earlier one is refused. It lives in the database, so every instance agrees.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN totp_last_step bigint`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN totp_last_step`.execute(db);
}
