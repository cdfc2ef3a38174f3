import { sql, type Kysely } from 'kysely';

// Each hand-over of a step to the client is a round (note, preview link, feedback); the step keeps only its status and a sign-off names its
// round. Note and feedback move into a first round; a step that waited with feedback now waits on the agency, as asking for changes does.

const STATUSES_BEFORE = sql.raw(`'pending', 'ready_for_approval', 'approved'`);
const STATUSES = sql.raw(`'pending', 'ready_for_approval', 'changes_requested', 'approved'`);

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE project_timeline DROP CONSTRAINT project_timeline_status_check`,
    sql`ALTER TABLE project_timeline ADD CONSTRAINT project_timeline_status_check CHECK (status IN (${STATUSES}))`,
    sql`
      CREATE TABLE step_review_rounds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        step_id uuid NOT NULL REFERENCES project_timeline(id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        round_number integer NOT NULL CHECK (round_number > 0),
        developer_note text,
        preview_link text,
        ready_by uuid REFERENCES users(id) ON DELETE SET NULL,
        ready_at timestamptz NOT NULL,
        feedback text CHECK (length(feedback) > 0),
        feedback_by uuid REFERENCES users(id) ON DELETE SET NULL,
        feedback_at timestamptz,
        UNIQUE (step_id, round_number),
        CHECK ((feedback IS NULL) = (feedback_at IS NULL))
      )
    `,
    sql`CREATE INDEX step_review_rounds_project_idx ON step_review_rounds (project_id, step_id, round_number)`,
    // What clients answered since a developer's last visit ("Deze week").
    sql`CREATE INDEX step_review_rounds_feedback_idx ON step_review_rounds (feedback_at) INCLUDE (project_id, step_id) WHERE feedback_at IS NOT NULL`,
    // Every step the developer handed over (ready, or approved after being ready) gets its first round.
    sql`
      INSERT INTO step_review_rounds (step_id, project_id, round_number, developer_note, preview_link, ready_by, ready_at, feedback, feedback_by, feedback_at)
      SELECT step.id, step.project_id, 1, step.developer_notes,
             coalesce((SELECT sign_off.preview_link FROM step_sign_offs sign_off WHERE sign_off.step_id = step.id ORDER BY sign_off.approved_at LIMIT 1), projects.build_link),
             step.completed_by, coalesce(step.completed_at, step.approved_date, now()),
             nullif(trim(step.feedback), ''),
             CASE WHEN nullif(trim(step.feedback), '') IS NOT NULL THEN projects.client_id END,
             CASE WHEN nullif(trim(step.feedback), '') IS NOT NULL THEN coalesce(step.feedback_at, step.completed_at, now()) END
      FROM project_timeline step
      JOIN projects ON projects.id = step.project_id
      WHERE step.status = 'ready_for_approval' OR (step.status = 'approved' AND step.completed_by IS DISTINCT FROM projects.client_id)
    `,
    sql`
      UPDATE project_timeline step SET status = 'changes_requested'
      FROM step_review_rounds round
      WHERE round.step_id = step.id AND step.status = 'ready_for_approval' AND round.feedback IS NOT NULL
    `,
    // A round is only ever removed with its step, which takes its sign-offs along.
    sql`ALTER TABLE step_sign_offs ADD COLUMN round_id uuid REFERENCES step_review_rounds(id) ON DELETE CASCADE, ADD COLUMN round_number integer`,
    // The sign-offs made before rounds existed approved their step's first round: named once, here.
    sql`ALTER TABLE step_sign_offs DISABLE TRIGGER step_sign_offs_never_edited`,
    sql`UPDATE step_sign_offs sign_off SET round_id = round.id, round_number = round.round_number FROM step_review_rounds round WHERE round.step_id = sign_off.step_id`,
    sql`ALTER TABLE step_sign_offs ENABLE TRIGGER step_sign_offs_never_edited`,
    sql`ALTER TABLE project_timeline DROP COLUMN developer_notes, DROP COLUMN feedback, DROP COLUMN feedback_at`,
    // Not delivered yet: a step asked to change is the agency's again, like a pending one.
    sql`DROP INDEX project_timeline_pending_idx`,
    sql`CREATE INDEX project_timeline_pending_idx ON project_timeline (expected_date, id) WHERE status IN ('pending', 'changes_requested')`,
  ]) {
    await statement.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    sql`DROP INDEX project_timeline_pending_idx`,
    sql`CREATE INDEX project_timeline_pending_idx ON project_timeline (expected_date, id) WHERE status = 'pending'`,
    sql`ALTER TABLE project_timeline ADD COLUMN developer_notes text, ADD COLUMN feedback text, ADD COLUMN feedback_at timestamptz`,
    sql`
      UPDATE project_timeline step SET developer_notes = round.developer_note, feedback = round.feedback, feedback_at = round.feedback_at
      FROM (SELECT DISTINCT ON (step_id) * FROM step_review_rounds ORDER BY step_id, round_number DESC) round
      WHERE round.step_id = step.id
    `,
    sql`UPDATE project_timeline SET status = 'ready_for_approval' WHERE status = 'changes_requested'`,
    sql`ALTER TABLE step_sign_offs DROP COLUMN round_id, DROP COLUMN round_number`,
    sql`DROP TABLE step_review_rounds`,
    sql`ALTER TABLE project_timeline DROP CONSTRAINT project_timeline_status_check`,
    sql`ALTER TABLE project_timeline ADD CONSTRAINT project_timeline_status_check CHECK (status IN (${STATUSES_BEFORE}))`,
  ]) {
    await statement.execute(db);
  }
}
