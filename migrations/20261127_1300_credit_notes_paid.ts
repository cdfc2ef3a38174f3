import { sql, type Kysely } from 'kysely';

// A credit note is paid from the moment it is made: the money went back with the refund that made
// it, and no debit, pay link or cancellation applies to it. Written down here, the invoices per
// status the database keeps count only invoices among the failed and charged-back ones, so
// "Aandacht nodig" reads its failed debits' count from them instead of counting the invoices.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE invoices ADD CONSTRAINT invoices_credit_note_paid_check CHECK (kind = 'invoice' OR status = 'paid')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE invoices DROP CONSTRAINT IF EXISTS invoices_credit_note_paid_check`.execute(db);
}
