import { sql, type Kysely } from 'kysely';

// Quotes (offertes) are numbered per year in their own series (OFF-2026-0001); the link token is kept only as a hash; 'verlopen' is derived.
// An acceptance is a signature row written once: the database refuses to change it, or delete it within the fiscal seven years (2557 days).

const SIGNATURE_DAYS = 2557;

const SEARCHED = sql.raw(
  `lower(quote_number || E'\\n' || recipient_name || E'\\n' || coalesce(recipient_company, '') || E'\\n' || recipient_email)`,
);

const KINDS_BEFORE = [
  'message_received', 'step_ready', 'step_rescheduled', 'invoice_issued', 'debit_failed', 'charged_back', 'complaint_answered',
  'step_feedback', 'step_approved', 'file_uploaded', 'project_assigned', 'complaint_filed', 'client_onboarded', 'module_bought',
  'client_debit_failed', 'mail_failed', 'data_export_ready',
];
const kindList = (kinds: string[]) => sql.raw(kinds.map((kind) => `'${kind}'`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`CREATE TABLE quote_counters (year integer PRIMARY KEY, last_number integer NOT NULL)`,
    sql`
      CREATE TABLE quotes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        quote_number text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'concept' CHECK (status IN ('concept', 'verzonden', 'bekeken', 'geaccepteerd', 'afgewezen')),
        recipient_kind text NOT NULL CHECK (recipient_kind IN ('new', 'client')),
        client_id uuid REFERENCES users(id) ON DELETE SET NULL,
        recipient_name text NOT NULL CHECK (length(recipient_name) > 0),
        recipient_company text,
        recipient_email text NOT NULL CHECK (length(recipient_email) > 0),
        package_type text NOT NULL CHECK (package_type IN ('website', 'webshop')),
        introduction text NOT NULL DEFAULT '',
        valid_until date NOT NULL,
        one_off_subtotal numeric(10, 2) NOT NULL,
        one_off_total numeric(10, 2) NOT NULL,
        monthly_subtotal numeric(10, 2) NOT NULL,
        monthly_total numeric(10, 2) NOT NULL,
        terms text,
        agency jsonb,
        token_hash text UNIQUE,
        pdf_key text,
        pdf_sha256 text CHECK (pdf_sha256 ~ '^[0-9a-f]{64}$'),
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        viewed_at timestamptz,
        decided_at timestamptz,
        decline_reason text,
        project_id uuid UNIQUE REFERENCES projects(id) ON DELETE SET NULL,
        onboarded_at timestamptz,
        search_text text GENERATED ALWAYS AS (${SEARCHED}) STORED,
        CHECK (status = 'concept' OR (sent_at IS NOT NULL AND token_hash IS NOT NULL AND pdf_key IS NOT NULL AND pdf_sha256 IS NOT NULL AND terms IS NOT NULL AND agency IS NOT NULL)),
        CHECK ((status IN ('geaccepteerd', 'afgewezen')) = (decided_at IS NOT NULL))
      )
    `,
    sql`CREATE INDEX quotes_created_idx ON quotes(created_at DESC, id DESC)`,
    sql`CREATE INDEX quotes_status_idx ON quotes(status, valid_until)`,
    // The dashboard's accepted quotes and their monthly sum, from this index alone.
    sql`CREATE INDEX quotes_accepted_idx ON quotes(decided_at) INCLUDE (monthly_total) WHERE status = 'geaccepteerd'`,
    sql`CREATE INDEX quotes_client_idx ON quotes(client_id) WHERE client_id IS NOT NULL`,
    sql`CREATE INDEX quotes_created_by_idx ON quotes(created_by) WHERE created_by IS NOT NULL`,
    sql`CREATE INDEX quotes_search_text_idx ON quotes USING gin (search_text gin_trgm_ops)`,
    sql`
      CREATE TABLE quote_lines (
        quote_id uuid NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        kind text NOT NULL CHECK (kind IN ('package', 'module', 'custom')),
        recurring boolean NOT NULL,
        module_id uuid REFERENCES modules(id) ON DELETE SET NULL,
        description text NOT NULL CHECK (length(description) > 0),
        quantity numeric(10, 2) NOT NULL CHECK (quantity <> 0),
        unit_price numeric(10, 2) NOT NULL,
        vat_rate numeric(5, 2) NOT NULL CHECK (vat_rate >= 0 AND vat_rate < 100),
        reverse_charge boolean NOT NULL DEFAULT false,
        CHECK (NOT reverse_charge OR vat_rate = 0),
        PRIMARY KEY (quote_id, position)
      )
    `,
    sql`CREATE INDEX quote_lines_module_idx ON quote_lines(module_id) WHERE module_id IS NOT NULL`,
    sql`
      CREATE TABLE quote_signatures (
        quote_id uuid PRIMARY KEY REFERENCES quotes(id) ON DELETE RESTRICT,
        full_name text NOT NULL CHECK (length(btrim(full_name)) > 0),
        agreed boolean NOT NULL CHECK (agreed),
        signed_at timestamptz NOT NULL DEFAULT now(),
        network text,
        user_agent text,
        pdf_sha256 text NOT NULL CHECK (pdf_sha256 ~ '^[0-9a-f]{64}$')
      )
    `,
    sql`
      CREATE FUNCTION guard_quote_signature() RETURNS trigger LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND OLD.signed_at < now() - ${sql.lit(SIGNATURE_DAYS)} * interval '1 day' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'a quote''s signature is never changed' USING ERRCODE = '55000';
      END
      $$
    `,
    sql`CREATE TRIGGER quote_signature_written_once BEFORE UPDATE OR DELETE ON quote_signatures FOR EACH ROW EXECUTE FUNCTION guard_quote_signature()`,
    sql`REVOKE UPDATE, TRUNCATE, TRIGGER, REFERENCES ON quote_signatures FROM PUBLIC`,
    sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`,
    sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kindList([...KINDS_BEFORE, 'quote_accepted', 'quote_declined'])}))`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DELETE FROM notifications WHERE kind IN ('quote_accepted', 'quote_declined')`,
    sql`ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check`,
    sql`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (${kindList(KINDS_BEFORE)}))`,
    // Only a migration back drops the signatures, with their guard.
    sql`DROP TABLE IF EXISTS quote_signatures`,
    sql`DROP FUNCTION IF EXISTS guard_quote_signature()`,
    sql`DROP TABLE IF EXISTS quote_lines`,
    sql`DROP TABLE IF EXISTS quotes`,
    sql`DROP TABLE IF EXISTS quote_counters`,
  ]) {
    await statement.execute(db);
  }
}
