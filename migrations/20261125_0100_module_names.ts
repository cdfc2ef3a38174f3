import { sql, type Kysely } from 'kysely';

// One name for extra modules everywhere: the tables and columns once called "upsell" take the
// name the code and the pages use ("modules", "module_purchases", "module_id").

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE upsell_modules RENAME TO modules`,
    sql`ALTER TABLE purchased_upsells RENAME TO module_purchases`,
    sql`ALTER TABLE module_purchases RENAME COLUMN upsell_id TO module_id`,
    sql`ALTER INDEX purchased_upsells_upsell_idx RENAME TO module_purchases_module_idx`,
    sql`ALTER TABLE payments RENAME COLUMN upsell_id TO module_id`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE payments RENAME COLUMN module_id TO upsell_id`,
    sql`ALTER INDEX module_purchases_module_idx RENAME TO purchased_upsells_upsell_idx`,
    sql`ALTER TABLE module_purchases RENAME COLUMN module_id TO upsell_id`,
    sql`ALTER TABLE module_purchases RENAME TO purchased_upsells`,
    sql`ALTER TABLE modules RENAME TO upsell_modules`,
  ]) {
    await statement.execute(db);
  }
}
