import { sql, type Kysely } from 'kysely';

// The live portal: events open pages follow (and catch up on after a lost connection), notifications with per-kind mail choices,
// the time of a client's feedback, and the sign-off record an approval leaves, which is never edited afterwards.

const NOTIFICATION_KINDS = sql.raw(
  [
    'message_received',
    'step_ready',
    'step_rescheduled',
    'invoice_issued',
    'debit_failed',
    'charged_back',
    'complaint_answered',
    'step_feedback',
    'step_approved',
    'file_uploaded',
    'project_assigned',
    'complaint_filed',
    'client_onboarded',
    'module_bought',
    'client_debit_failed',
    'mail_failed',
  ]
    .map((kind) => `'${kind}'`)
    .join(', '),
);

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    // Append-only; ids order the events a browser has seen. Pruned by age.
    sql`
      CREATE TABLE live_events (
        id bigserial PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('message', 'timeline', 'checklist', 'files', 'project', 'notification')),
        project_id uuid REFERENCES projects(id) ON DELETE CASCADE,
        recipient_id uuid REFERENCES users(id) ON DELETE CASCADE,
        subject_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (project_id IS NOT NULL OR recipient_id IS NOT NULL)
      )
    `,
    sql`CREATE INDEX live_events_created_at_idx ON live_events(created_at)`,
    sql`CREATE INDEX live_events_project_idx ON live_events(project_id, id) WHERE project_id IS NOT NULL`,
    sql`CREATE INDEX live_events_recipient_idx ON live_events(recipient_id, id) WHERE recipient_id IS NOT NULL`,

    sql`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN (${NOTIFICATION_KINDS})),
        person_id uuid REFERENCES users(id) ON DELETE SET NULL,
        project_id uuid REFERENCES projects(id) ON DELETE CASCADE,
        subject_id uuid,
        params jsonb NOT NULL DEFAULT '{}'::jsonb,
        link text NOT NULL,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `,
    sql`CREATE INDEX notifications_recipient_idx ON notifications(recipient_id, created_at DESC, id DESC)`,
    sql`CREATE INDEX notifications_unread_idx ON notifications(recipient_id) WHERE read_at IS NULL`,

    sql`
      CREATE TABLE mail_preferences (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN (${NOTIFICATION_KINDS})),
        mail boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind)
      )
    `,

    sql`ALTER TABLE project_timeline ADD COLUMN feedback_at timestamptz`,

    // approved_by has no foreign key: the record keeps who signed even after the account is gone.
    sql`
      CREATE TABLE step_sign_offs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        step_id uuid NOT NULL REFERENCES project_timeline(id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        approved_by uuid NOT NULL,
        approver_name text NOT NULL,
        approved_at timestamptz NOT NULL,
        step_number integer NOT NULL,
        step_name text NOT NULL,
        preview_link text,
        developer_note text
      )
    `,
    sql`CREATE INDEX step_sign_offs_step_idx ON step_sign_offs(step_id, approved_at DESC)`,
    sql`
      CREATE FUNCTION refuse_sign_off_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'a sign-off record is never edited' USING ERRCODE = '55000';
      END
      $$
    `,
    sql`CREATE TRIGGER step_sign_offs_never_edited BEFORE UPDATE ON step_sign_offs FOR EACH ROW EXECUTE FUNCTION refuse_sign_off_update()`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TABLE IF EXISTS step_sign_offs`,
    sql`DROP FUNCTION IF EXISTS refuse_sign_off_update()`,
    sql`ALTER TABLE project_timeline DROP COLUMN IF EXISTS feedback_at`,
    sql`DROP TABLE IF EXISTS mail_preferences`,
    sql`DROP TABLE IF EXISTS notifications`,
    sql`DROP TABLE IF EXISTS live_events`,
  ]) {
    await statement.execute(db);
  }
}
