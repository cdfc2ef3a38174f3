import { sql, type Kysely } from 'kysely';

// One row once a production server has used this database: the seed refuses such a database.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE deployment (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      production_since timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS deployment`.execute(db);
}
