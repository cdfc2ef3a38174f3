import { sql, type Kysely } from 'kysely';

// "Herinnering sturen" mails a client about a waiting step at most once a day, hence reminded_at; a developer's "Deze week" shows what
// clients answered since their previous visit, hence the visits per developer.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE project_timeline ADD COLUMN reminded_at timestamptz`.execute(db);
  await sql`CREATE TABLE dashboard_visits (
    user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    last_visit_at timestamptz NOT NULL,
    previous_visit_at timestamptz
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE dashboard_visits`.execute(db);
  await sql`ALTER TABLE project_timeline DROP COLUMN reminded_at`.execute(db);
}
