import { sql, type Kysely } from 'kysely';

// One export at a time per person, said by the database. A second request is turned down by the
// insert itself, without locking the open export: a lock there made the builder, which skips locked
// exports, pass over the very export it was started for, and leave it waiting for the next run.

export async function up(db: Kysely<any>): Promise<void> {
  // Two requests at the same moment could each have opened one; the later ones give way.
  await sql`
    UPDATE data_exports SET status = 'failed'
    WHERE status IN ('pending', 'building')
      AND EXISTS (
        SELECT 1 FROM data_exports earlier
        WHERE earlier.user_id = data_exports.user_id
          AND earlier.status IN ('pending', 'building')
          AND (earlier.created_at, earlier.id) < (data_exports.created_at, data_exports.id)
      )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX data_exports_one_open_idx ON data_exports(user_id) WHERE status IN ('pending', 'building')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS data_exports_one_open_idx`.execute(db);
}
