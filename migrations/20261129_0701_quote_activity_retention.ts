import { sql, type Kysely } from 'kysely';

// A quote's log rows are kept for the fiscal seven years, like an invoice's, so what is past its period depends on the row's kind.
// The guard and the retention job's one way in read the new rule; nothing else of them changes (migration 0303).

const ACTIVITY_DAYS = 730;
const FISCAL_DAYS = 2557;

const guard = (expired: string) => sql.raw(`
  CREATE OR REPLACE FUNCTION guard_activity_log() RETURNS trigger LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      RAISE EXCEPTION 'the activity log is never emptied' USING ERRCODE = '55000';
    END IF;
    IF TG_OP = 'DELETE' THEN
      IF coalesce(current_setting('app.activity_purge', true), '') = 'on' AND ${expired} THEN
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
`);

const purge = (expired: string) => sql.raw(`
  CREATE OR REPLACE FUNCTION purge_activity_log() RETURNS bigint
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  DECLARE
    removed bigint;
  BEGIN
    PERFORM set_config('app.activity_purge', 'on', true);
    DELETE FROM activity_log
    WHERE created_at < now() - ${ACTIVITY_DAYS} * interval '1 day' AND ${expired};
    GET DIAGNOSTICS removed = ROW_COUNT;
    PERFORM set_config('app.activity_purge', 'off', true);
    RETURN removed;
  END
  $$
`);

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql.raw(`
      CREATE FUNCTION activity_log_kept_until(created_at timestamptz, invoice_id uuid, kind text) RETURNS timestamptz
      LANGUAGE sql IMMUTABLE AS $$
        SELECT created_at + CASE WHEN invoice_id IS NOT NULL OR kind LIKE 'quote\\_%'
          THEN ${FISCAL_DAYS} * interval '1 day' ELSE ${ACTIVITY_DAYS} * interval '1 day' END
      $$
    `),
    guard('activity_log_kept_until(OLD.created_at, OLD.invoice_id, OLD.kind) < now()'),
    purge('activity_log_kept_until(created_at, invoice_id, kind) < now()'),
    sql`DROP FUNCTION IF EXISTS activity_log_expired(timestamptz, uuid)`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql.raw(`
      CREATE FUNCTION activity_log_expired(created_at timestamptz, invoice_id uuid) RETURNS boolean
      LANGUAGE sql STABLE AS $$
        SELECT created_at < now() - CASE WHEN invoice_id IS NULL
          THEN ${ACTIVITY_DAYS} * interval '1 day' ELSE ${FISCAL_DAYS} * interval '1 day' END
      $$
    `),
    guard('activity_log_expired(OLD.created_at, OLD.invoice_id)'),
    purge('activity_log_expired(created_at, invoice_id)'),
    sql`DROP FUNCTION IF EXISTS activity_log_kept_until(timestamptz, uuid, text)`,
  ]) {
    await statement.execute(db);
  }
}
