import { sql, type Transaction } from 'kysely';
import type { Database } from '@/db/types';

// The record an approval leaves: who approved which step when, with the preview link and the
// developer's note as they were at that moment. The database refuses to edit one.

/** Writes the sign-off of an approved step from the rows as they are now (call it in the approval's transaction). */
export async function recordSignOff(trx: Transaction<Database>, input: { stepId: string; approverId: string; approvedAt: Date }) {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO step_sign_offs (step_id, project_id, approved_by, approver_name, approved_at, step_number, step_name, preview_link, developer_note)
    SELECT step.id, step.project_id, users.id, coalesce(nullif(trim(profiles.full_name), ''), users.email), ${input.approvedAt},
           step.step_number, step.step_name, projects.build_link, step.developer_notes
    FROM project_timeline step
    JOIN projects ON projects.id = step.project_id
    JOIN users ON users.id = ${input.approverId}
    LEFT JOIN profiles ON profiles.id = users.id
    WHERE step.id = ${input.stepId}
    RETURNING id
  `.execute(trx);
  return rows[0];
}
