import { sql, type Kysely } from 'kysely';

// A credit note is paid from the moment it is made (the refund returned the money; no debit, pay link or cancellation applies). Said here,
// the failed and charged-back status totals count only invoices, so "Aandacht nodig" reads its failed debits' count from them.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE invoices ADD CONSTRAINT invoices_credit_note_paid_check CHECK (kind = 'invoice' OR status = 'paid')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE invoices DROP CONSTRAINT IF EXISTS invoices_credit_note_paid_check`.execute(db);
}
