import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { CONTENT_UPLOAD_STEP_NUMBER } from '@/src/domain/timeline-template';
import { countProjectUploads } from './content-uploads';
import { roundsOfStep, roundViews } from './review-rounds';
import { isAwaitingClientStep, isOpenStep, isPendingStep } from './rules';

// Timeline steps of one project. Every function takes the project id the caller has already
// checked, so a step id of another project never matches.

const STEP_COLUMNS = [
  'id',
  'projectId',
  'stepNumber',
  'stepName',
  'description',
  'status',
  'expectedDate',
  'approvedDate',
  'completedBy',
  'completedAt',
] as const;

/**
 * Every step in order with its rounds and pins, each approved one with its latest sign-off, and the project's file count:
 * one statement, the count read once in it.
 */
export async function readTimeline(db: Kysely<Database>, projectId: string) {
  const rows = await db
    .selectFrom('projectTimeline as step')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('stepSignOffs')
          .select(['approverName', 'approvedAt', 'previewLink', 'developerNote', 'roundNumber'])
          .whereRef('stepSignOffs.stepId', '=', 'step.id')
          .orderBy('approvedAt', 'desc')
          .limit(1)
          .as('signOff'),
      (join) => join.onTrue(),
    )
    .select(STEP_COLUMNS.map((column) => `step.${column}` as const))
    .select(['signOff.approverName', 'signOff.approvedAt as signedAt', 'signOff.previewLink', 'signOff.developerNote as signedNote', 'signOff.roundNumber as signedRound'])
    .select((eb) => roundsOfStep(eb).as('rounds'))
    .select((eb) =>
      eb.selectFrom('projectContentUploads').select(eb.fn.countAll<string>().as('n')).where('projectContentUploads.projectId', '=', projectId).as('uploadCount'),
    )
    .where('step.projectId', '=', projectId)
    .orderBy('step.stepNumber')
    .execute();
  // One literal per row: V8 copies `{ ...rest }` and `{ ...row, more }` through the runtime, key by key.
  const steps = rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    stepNumber: row.stepNumber,
    stepName: row.stepName,
    description: row.description,
    status: row.status,
    expectedDate: row.expectedDate,
    approvedDate: row.approvedDate,
    completedBy: row.completedBy,
    completedAt: row.completedAt,
    rounds: roundViews(row.rounds),
    signOff:
      row.approverName !== null && row.signedAt !== null
        ? { approverName: row.approverName, approvedAt: row.signedAt, previewLink: row.previewLink, developerNote: row.signedNote, roundNumber: row.signedRound }
        : null,
  }) satisfies Record<(typeof STEP_COLUMNS)[number] | 'signOff' | 'rounds', unknown>);
  // A project without steps has no row to carry the count.
  const uploadCount = rows[0] ? Number(rows[0].uploadCount) : await countProjectUploads(db, projectId);
  return { steps, uploadCount };
}

export function findTimelineStep(db: Kysely<Database>, projectId: string, stepId: string) {
  return db
    .selectFrom('projectTimeline')
    .select(STEP_COLUMNS)
    .where('projectId', '=', projectId)
    .where('id', '=', stepId)
    .executeTakeFirst();
}

/**
 * The developer marks a step not yet delivered (planned, or sent back) ready for the client; only such a step moves, so a second
 * click changes nothing. Call it in a transaction with startRound, whose new round holds the note.
 */
export function markStepReady(db: Kysely<Database>, projectId: string, stepId: string, developerId: string, now = new Date()) {
  return db
    .updateTable('projectTimeline as step')
    .set({ status: 'ready_for_approval', completedBy: developerId, completedAt: now })
    .where('step.projectId', '=', projectId)
    .where('step.id', '=', stepId)
    .where(isPendingStep)
    .returning(STEP_COLUMNS)
    .executeTakeFirst();
}

/** Approves a step only while it awaits approval (one conditional UPDATE: two clicks approve once). */
export function approveReadyStep(db: Kysely<Database>, projectId: string, stepId: string, now = new Date()) {
  return db
    .updateTable('projectTimeline as step')
    .set({ status: 'approved', approvedDate: now })
    .where('step.projectId', '=', projectId)
    .where('step.id', '=', stepId)
    .where(isAwaitingClientStep)
    .returning(STEP_COLUMNS)
    .executeTakeFirst();
}

/** The client asks for changes on a step awaiting approval: it goes back to the agency (with closeRoundWithFeedback). */
export function sendStepBack(db: Kysely<Database>, projectId: string, stepId: string) {
  return db
    .updateTable('projectTimeline as step')
    .set({ status: 'changes_requested' })
    .where('step.projectId', '=', projectId)
    .where('step.id', '=', stepId)
    .where(isAwaitingClientStep)
    .returning(STEP_COLUMNS)
    .executeTakeFirst();
}

/** A step awaiting approval, locked until the transaction ends: a pin joins its current round. */
export function lockReadyStep(db: Kysely<Database>, projectId: string, stepId: string) {
  return db
    .selectFrom('projectTimeline as step')
    .select(STEP_COLUMNS)
    .where('step.projectId', '=', projectId)
    .where('step.id', '=', stepId)
    .where(isAwaitingClientStep)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Spec 4: the pending content step is completed (approved) by the client once the project has at
 * least one uploaded file. The upload check is part of the same UPDATE, so it cannot go stale.
 */
export function completePendingContentStep(db: Kysely<Database>, projectId: string, stepId: string, userId: string, now = new Date()) {
  return db
    .updateTable('projectTimeline')
    .set({ status: 'approved', approvedDate: now, completedBy: userId, completedAt: now })
    .where('projectId', '=', projectId)
    .where('id', '=', stepId)
    .where('stepNumber', '=', CONTENT_UPLOAD_STEP_NUMBER)
    .where('status', '=', 'pending')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('projectContentUploads').select('projectContentUploads.id').where('projectContentUploads.projectId', '=', projectId)),
    )
    .returning(STEP_COLUMNS)
    .executeTakeFirst();
}

/** Staff move an open step's expected date (the agenda must stay true); an approved step keeps its date. */
export function rescheduleOpenStep(db: Kysely<Database>, projectId: string, stepId: string, expectedDate: string) {
  return db
    .updateTable('projectTimeline as step')
    .set({ expectedDate })
    .where('step.projectId', '=', projectId)
    .where('step.id', '=', stepId)
    .where(isOpenStep)
    .returning(STEP_COLUMNS)
    .executeTakeFirst();
}
