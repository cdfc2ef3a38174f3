import { sql, type Transaction } from 'kysely';
import type { Database } from '@/db/types';

// The record an approval leaves: who approved which step and round when, with the preview link and
// the developer's note as they were at that moment. The database refuses to edit one.

/**
 * Writes an approved step's sign-off from the rows as they are now, in the approval's transaction. `roundId` is the round
 * approved; null for the content step, which the client completes without a round.
 */
export async function recordSignOff(trx: Transaction<Database>, input: { stepId: string; approverId: string; approvedAt: Date; roundId: string | null }) {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO step_sign_offs (step_id, project_id, approved_by, approver_name, approved_at, step_number, step_name, preview_link, developer_note, round_id, round_number)
    SELECT step.id, step.project_id, users.id, coalesce(nullif(trim(profiles.full_name), ''), users.email), ${input.approvedAt},
           step.step_number, step.step_name, projects.build_link, round.developer_note, round.id, round.round_number
    FROM project_timeline step
    JOIN projects ON projects.id = step.project_id
    JOIN users ON users.id = ${input.approverId}
    LEFT JOIN profiles ON profiles.id = users.id
    LEFT JOIN step_review_rounds round ON round.id = ${input.roundId} AND round.step_id = step.id
    WHERE step.id = ${input.stepId}
    RETURNING id
  `.execute(trx);
  return rows[0];
}
