import { sql, type Kysely } from 'kysely';

// Pinned feedback on a live-preview element (selector with a text fallback, click as fractions of its box) or on an uploaded image;
// each pin belongs to a round of a step and is a small thread: replies, resolved by the agency, reopened by the client.

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`
      CREATE TABLE review_pins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        step_id uuid NOT NULL REFERENCES project_timeline(id) ON DELETE CASCADE,
        round_id uuid NOT NULL REFERENCES step_review_rounds(id) ON DELETE CASCADE,
        number integer NOT NULL CHECK (number > 0),
        author_id uuid REFERENCES users(id) ON DELETE SET NULL,
        comment text NOT NULL CHECK (length(comment) > 0),
        target text NOT NULL CHECK (target IN ('page', 'image')),
        page_path text,
        selector text,
        text_fallback text,
        element_role text,
        element_name text,
        image_upload_id uuid REFERENCES project_content_uploads(id) ON DELETE SET NULL,
        x_fraction double precision NOT NULL CHECK (x_fraction >= 0 AND x_fraction <= 1),
        y_fraction double precision NOT NULL CHECK (y_fraction >= 0 AND y_fraction <= 1),
        viewport_width integer CHECK (viewport_width > 0),
        viewport_height integer CHECK (viewport_height > 0),
        browser text,
        screenshot_key text UNIQUE,
        screenshot_type text,
        screenshot_bytes integer NOT NULL DEFAULT 0 CHECK (screenshot_bytes >= 0),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
        resolved_by uuid REFERENCES users(id) ON DELETE SET NULL,
        resolved_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (step_id, number),
        CHECK (target <> 'page' OR (page_path IS NOT NULL AND selector IS NOT NULL)),
        CHECK ((screenshot_key IS NULL) = (screenshot_type IS NULL))
      )
    `,
    sql`CREATE INDEX review_pins_round_idx ON review_pins (round_id, number)`,
    // Open pins per step: the agenda's and "Deze week"'s counts, the approval's warning.
    sql`CREATE INDEX review_pins_open_idx ON review_pins (step_id) WHERE status = 'open'`,
    // The screenshots' bytes per project, for the upload quotas.
    sql`CREATE INDEX review_pins_project_idx ON review_pins (project_id) INCLUDE (screenshot_bytes)`,
    sql`
      CREATE TABLE review_pin_replies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        pin_id uuid NOT NULL REFERENCES review_pins(id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        author_id uuid REFERENCES users(id) ON DELETE SET NULL,
        body text NOT NULL CHECK (length(body) > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `,
    sql`CREATE INDEX review_pin_replies_pin_idx ON review_pin_replies (pin_id, created_at)`,
    sql`CREATE INDEX review_pin_replies_project_idx ON review_pin_replies (project_id)`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE review_pin_replies`.execute(db);
  await sql`DROP TABLE review_pins`.execute(db);
}
