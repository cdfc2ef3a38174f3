import { sql, type Kysely } from 'kysely';

// Addresses in parts (country: ISO 3166 alpha-2), also on invoices' frozen billing copies. What reads as "Straat 1, 1234 AB Plaats" is
// split; anything else stays whole in the street, without post code and city, and the client is asked to complete it.

/** [street, digits, letters, city] of an address that reads as Dutch, or null. */
const PARTS = (column: string) =>
  `regexp_match(
     regexp_replace(btrim(${column}), '\\s*[,\\n]\\s*(nederland|the netherlands|netherlands|nl)\\.?\\s*$', '', 'i'),
     '^(.*[A-Za-z].*?)\\s*(?:[,\\n]\\s*|\\s+)([1-9][0-9]{3})\\s?([A-Za-z]{2})\\s+(\\S.*?)\\s*$')`;

async function split(db: Kysely<any>, table: string, from: string, to: { street: string; postcode: string; city: string }) {
  await sql
    .raw(
      `UPDATE ${table} SET
         ${to.street} = CASE WHEN parts IS NULL THEN nullif(btrim(${from}), '') ELSE btrim(regexp_replace(parts[1], '[,\\s]+$', '')) END,
         ${to.postcode} = CASE WHEN parts IS NULL THEN NULL ELSE parts[2] || ' ' || upper(parts[3]) END,
         ${to.city} = CASE WHEN parts IS NULL THEN NULL ELSE parts[4] END
       FROM (SELECT id AS parts_id, ${PARTS(from)} AS parts FROM ${table} WHERE ${from} IS NOT NULL) AS split
       WHERE split.parts_id = ${table}.id`,
    )
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE profiles ADD COLUMN street text, ADD COLUMN postcode text, ADD COLUMN city text,
            ADD COLUMN country text NOT NULL DEFAULT 'NL' CHECK (country ~ '^[A-Z]{2}$')`.execute(db);
  await split(db, 'profiles', 'address', { street: 'street', postcode: 'postcode', city: 'city' });
  await sql`ALTER TABLE profiles DROP COLUMN address`.execute(db);
  await sql`ALTER TABLE invoices ADD COLUMN billing_street text, ADD COLUMN billing_postcode text, ADD COLUMN billing_city text,
            ADD COLUMN billing_country text NOT NULL DEFAULT 'NL' CHECK (billing_country ~ '^[A-Z]{2}$')`.execute(db);
  await split(db, 'invoices', 'billing_address', { street: 'billing_street', postcode: 'billing_postcode', city: 'billing_city' });
  await sql`ALTER TABLE invoices DROP COLUMN billing_address`.execute(db);
}

/** "Straat 1, 1234 AB Plaats" again from the parts (a foreign country's name stays out: its code is kept nowhere else). */
const JOINED = (street: string, postcode: string, city: string) =>
  sql.raw(`nullif(concat_ws(', ', ${street}, nullif(concat_ws(' ', ${postcode}, ${city}), '')), '')`);

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE profiles ADD COLUMN address text`.execute(db);
  await sql`UPDATE profiles SET address = ${JOINED('street', 'postcode', 'city')}`.execute(db);
  await sql`ALTER TABLE profiles DROP COLUMN street, DROP COLUMN postcode, DROP COLUMN city, DROP COLUMN country`.execute(db);
  await sql`ALTER TABLE invoices ADD COLUMN billing_address text`.execute(db);
  await sql`UPDATE invoices SET billing_address = ${JOINED('billing_street', 'billing_postcode', 'billing_city')}`.execute(db);
  await sql`ALTER TABLE invoices DROP COLUMN billing_street, DROP COLUMN billing_postcode, DROP COLUMN billing_city, DROP COLUMN billing_country`.execute(db);
}
