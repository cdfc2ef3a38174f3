import { sql, type Kysely } from 'kysely';

// An invoice prints the agency as it was when the invoice was issued: name, address, KvK, BTW-id,
// IBAN and creditor id are copied onto it at creation, as the client's billing details already are,
// so a later change of configuration leaves every earlier invoice as it was. Invoices made before
// this column existed get the configured agency at the next start (the app does that, once).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE invoices ADD COLUMN agency jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE invoices DROP COLUMN agency`.execute(db);
}
