import { sql, type Kysely } from 'kysely';

// Deleting a user (admin, spec 2): invoices stay, because Dutch law keeps them for 7 years. An
// invoice therefore carries its own copy of the billing details and outlives its user.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE invoices ADD COLUMN billing_name text`,
    sql`ALTER TABLE invoices ADD COLUMN billing_email text`,
    sql`ALTER TABLE invoices ADD COLUMN billing_address text`,
    sql`ALTER TABLE invoices ADD COLUMN billing_kvk text`,
    sql`ALTER TABLE invoices ADD COLUMN billing_btw text`,
    sql`UPDATE invoices SET billing_name = coalesce(p.company_name, p.full_name), billing_email = p.email,
          billing_address = p.address, billing_kvk = p.kvk_number, billing_btw = p.btw_number
        FROM profiles p WHERE p.id = invoices.user_id`,
    sql`ALTER TABLE invoices ALTER COLUMN user_id DROP NOT NULL`,
    sql`ALTER TABLE invoices DROP CONSTRAINT invoices_user_id_fkey`,
    sql`ALTER TABLE invoices ADD CONSTRAINT invoices_user_id_fkey FOREIGN KEY (user_id) REFERENCES profiles(id) ON DELETE SET NULL`,
    // Finding a user's name, email or company in the admin's lists.
    sql`CREATE INDEX profiles_created_at_idx ON profiles(created_at DESC, id)`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP INDEX IF EXISTS profiles_created_at_idx`,
    sql`DELETE FROM invoices WHERE user_id IS NULL`,
    sql`ALTER TABLE invoices DROP CONSTRAINT invoices_user_id_fkey`,
    sql`ALTER TABLE invoices ADD CONSTRAINT invoices_user_id_fkey FOREIGN KEY (user_id) REFERENCES profiles(id) ON DELETE RESTRICT`,
    sql`ALTER TABLE invoices ALTER COLUMN user_id SET NOT NULL`,
    sql`ALTER TABLE invoices DROP COLUMN billing_name, DROP COLUMN billing_email, DROP COLUMN billing_address, DROP COLUMN billing_kvk, DROP COLUMN billing_btw`,
  ]) {
    await statement.execute(db);
  }
}
