import { sql, type Kysely } from 'kysely';

// Privacy and accountability: the activity log (append-only, guarded by a trigger), data exports
// built in the background, and erasure requests an admin decides on.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    // Erasing an account sets the person to NULL (forgets who, keeps kind and time); the trigger below lets an UPDATE through only when it
    // does exactly that (a person column to NULL, nothing else changed), so it is no loophole for edits.
    sql`
      CREATE TABLE activity_log (
        id bigserial PRIMARY KEY,
        actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
        actor_role text,
        kind text NOT NULL,
        project_id uuid,
        invoice_id uuid,
        complaint_id uuid,
        subject_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        subject_id uuid,
        network text,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `,
    sql`CREATE INDEX activity_log_created_idx ON activity_log(created_at DESC, id DESC)`,
    sql`CREATE INDEX activity_log_actor_idx ON activity_log(actor_id, created_at DESC) WHERE actor_id IS NOT NULL`,
    sql`CREATE INDEX activity_log_subject_user_idx ON activity_log(subject_user_id) WHERE subject_user_id IS NOT NULL`,
    sql`CREATE INDEX activity_log_project_idx ON activity_log(project_id, created_at DESC) WHERE project_id IS NOT NULL`,
    // Deletes only from the retention job (app.retention = 'on' in its transaction) and only rows
    // older than the cut-off it states: invoice rows against the fiscal one.
    sql`
      CREATE FUNCTION guard_activity_log() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        cutoff timestamptz;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          IF coalesce(current_setting('app.retention', true), '') = 'on' THEN
            IF OLD.invoice_id IS NOT NULL THEN
              cutoff := nullif(current_setting('app.activity_invoice_cutoff', true), '')::timestamptz;
            ELSE
              cutoff := nullif(current_setting('app.activity_cutoff', true), '')::timestamptz;
            END IF;
            IF cutoff IS NOT NULL AND OLD.created_at < cutoff THEN
              RETURN OLD;
            END IF;
          END IF;
          RAISE EXCEPTION 'the activity log is never deleted from' USING ERRCODE = '55000';
        END IF;
        IF NEW.id = OLD.id AND NEW.kind = OLD.kind AND NEW.created_at = OLD.created_at
          AND NEW.actor_role IS NOT DISTINCT FROM OLD.actor_role
          AND NEW.project_id IS NOT DISTINCT FROM OLD.project_id
          AND NEW.invoice_id IS NOT DISTINCT FROM OLD.invoice_id
          AND NEW.complaint_id IS NOT DISTINCT FROM OLD.complaint_id
          AND NEW.subject_id IS NOT DISTINCT FROM OLD.subject_id
          AND NEW.network IS NOT DISTINCT FROM OLD.network
          AND (NEW.actor_id IS NULL OR NEW.actor_id = OLD.actor_id)
          AND (NEW.subject_user_id IS NULL OR NEW.subject_user_id = OLD.subject_user_id) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'the activity log is never edited' USING ERRCODE = '55000';
      END
      $$
    `,
    sql`CREATE TRIGGER activity_log_append_only BEFORE UPDATE OR DELETE ON activity_log FOR EACH ROW EXECUTE FUNCTION guard_activity_log()`,

    sql`
      CREATE TABLE data_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'building', 'ready', 'failed')),
        storage_key text,
        size_bytes bigint,
        claimed_at timestamptz,
        ready_at timestamptz,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `,
    sql`CREATE INDEX data_exports_user_idx ON data_exports(user_id, created_at DESC)`,
    sql`CREATE INDEX data_exports_pending_idx ON data_exports(created_at) WHERE status IN ('pending', 'building')`,

    // The request outlives the account it erased (user_id becomes NULL): the decision and its reason stay.
    sql`
      CREATE TABLE erasure_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
        reason text,
        decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `,
    sql`CREATE UNIQUE INDEX erasure_requests_one_open_idx ON erasure_requests(user_id) WHERE status = 'pending'`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP TABLE IF EXISTS erasure_requests`,
    sql`DROP TABLE IF EXISTS data_exports`,
    sql`DROP TABLE IF EXISTS activity_log`,
    sql`DROP FUNCTION IF EXISTS guard_activity_log()`,
  ]) {
    await statement.execute(db);
  }
}
