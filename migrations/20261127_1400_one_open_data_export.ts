import { sql, type Kysely } from 'kysely';

// One open export per person, refused by the insert itself rather than a lock on the open export: with a lock, the builder (which skips
// locked exports) passed over the very export it was started for and left it waiting for the next run.

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
