import { sql, type Kysely } from 'kysely';

// The log holds against the app's role (docs/operations.md "Two database roles"): TRUNCATE refused, DELETE only in purge_activity_log()
// (owner, database clock, no caller's cut-off), UPDATE only as an erasure's SET NULL; disabling a trigger needs the owner, not the app.

const ACTIVITY_DAYS = 730;
// Rows about invoices follow the fiscal retention of seven years.
const INVOICE_ACTIVITY_DAYS = 2557;

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`
      CREATE FUNCTION activity_log_expired(created_at timestamptz, invoice_id uuid) RETURNS boolean
      LANGUAGE sql STABLE AS $$
        SELECT created_at < now() - CASE WHEN invoice_id IS NULL
          THEN ${sql.lit(ACTIVITY_DAYS)} * interval '1 day' ELSE ${sql.lit(INVOICE_ACTIVITY_DAYS)} * interval '1 day' END
      $$
    `,
    sql`
      CREATE OR REPLACE FUNCTION guard_activity_log() RETURNS trigger LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          RAISE EXCEPTION 'the activity log is never emptied' USING ERRCODE = '55000';
        END IF;
        IF TG_OP = 'DELETE' THEN
          IF coalesce(current_setting('app.activity_purge', true), '') = 'on' AND activity_log_expired(OLD.created_at, OLD.invoice_id) THEN
            RETURN OLD;
          END IF;
          RAISE EXCEPTION 'the activity log is never deleted from' USING ERRCODE = '55000';
        END IF;
        -- An erased person: with who they were goes where they were.
        IF NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL THEN
          NEW.network := NULL;
        END IF;
        IF NEW.id = OLD.id AND NEW.kind = OLD.kind AND NEW.created_at = OLD.created_at
          AND NEW.actor_role IS NOT DISTINCT FROM OLD.actor_role
          AND NEW.project_id IS NOT DISTINCT FROM OLD.project_id
          AND NEW.invoice_id IS NOT DISTINCT FROM OLD.invoice_id
          AND NEW.complaint_id IS NOT DISTINCT FROM OLD.complaint_id
          AND NEW.subject_id IS NOT DISTINCT FROM OLD.subject_id
          AND (NEW.network IS NOT DISTINCT FROM OLD.network OR (NEW.network IS NULL AND NEW.actor_id IS NULL AND OLD.actor_id IS NOT NULL))
          AND (NEW.actor_id IS NULL OR NEW.actor_id = OLD.actor_id)
          AND (NEW.subject_user_id IS NULL OR NEW.subject_user_id = OLD.subject_user_id) THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'the activity log is never edited' USING ERRCODE = '55000';
      END
      $$
    `,
    sql`CREATE TRIGGER activity_log_never_emptied BEFORE TRUNCATE ON activity_log FOR EACH STATEMENT EXECUTE FUNCTION guard_activity_log()`,
    // The retention job's one way in; the redundant first condition lets the delete use the time index.
    sql`
      CREATE FUNCTION purge_activity_log() RETURNS bigint
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
      DECLARE
        removed bigint;
      BEGIN
        PERFORM set_config('app.activity_purge', 'on', true);
        DELETE FROM activity_log
        WHERE created_at < now() - ${sql.lit(ACTIVITY_DAYS)} * interval '1 day' AND activity_log_expired(created_at, invoice_id);
        GET DIAGNOSTICS removed = ROW_COUNT;
        PERFORM set_config('app.activity_purge', 'off', true);
        RETURN removed;
      END
      $$
    `,
    sql`REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON activity_log FROM PUBLIC`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP FUNCTION IF EXISTS purge_activity_log()`,
    sql`DROP TRIGGER IF EXISTS activity_log_never_emptied ON activity_log`,
    sql`
      CREATE OR REPLACE FUNCTION guard_activity_log() RETURNS trigger LANGUAGE plpgsql AS $$
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
    sql`DROP FUNCTION IF EXISTS activity_log_expired(timestamptz, uuid)`,
  ]) {
    await statement.execute(db);
  }
}
