import { sql, type Kysely } from 'kysely';

// The collection chart counts the direct debits per Amsterdam month. Turning every debit's moment into
// its month cost more than the counting; this index holds the month itself, so the counts read it.
const DEBIT_MONTH = sql.raw(`date_trunc('month', created_at AT TIME ZONE 'Europe/Amsterdam')`);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX payments_debits_created_idx`.execute(db);
  await sql`CREATE INDEX payments_debit_month_idx ON payments ((${DEBIT_MONTH})) INCLUDE (status, charged_back_amount, created_at) WHERE kind = 'invoice' AND method = 'directdebit'`.execute(db);
  await sql`ANALYZE payments`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX payments_debit_month_idx`.execute(db);
  await sql`CREATE INDEX payments_debits_created_idx ON payments (created_at) INCLUDE (status, charged_back_amount) WHERE kind = 'invoice' AND method = 'directdebit'`.execute(db);
}
