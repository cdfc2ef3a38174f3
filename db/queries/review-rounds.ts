import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database, ProjectTimelineTable } from '@/db/types';
import { isAwaitingClientStep, isOpenPin } from './rules';

// A round is each hand-over of a step to the client (note, preview link then) until the client asks for changes; the latest
// is the step's current round. Functions take the project id the caller has checked.

type Db = Kysely<Database> | Transaction<Database>;
type StepScope = ExpressionBuilder<Database & { step: ProjectTimelineTable }, 'step'>;

/** A person's name as a list shows it: the profile's name, else the address; null when the account is gone. */
export const personName = (alias: string) => sql<string | null>`coalesce(nullif(trim(${sql.ref(`${alias}.full_name`)}), ''), ${sql.ref(`${alias}.email`)})`;

/** A moment as JSON carries it (text), or as the driver gives it. */
export const moment = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
export const maybeMoment = (value: Date | string | null): Date | null => (value === null ? null : moment(value));

/**
 * Every round of the step in order, each with its pins (number, comment, where, status), as a JSON
 * array: the timeline reads its steps and their whole history in one statement.
 */
export function roundsOfStep(eb: StepScope) {
  return jsonArrayFrom(
    eb
      .selectFrom('stepReviewRounds as round')
      .leftJoin('profiles as readyBy', 'readyBy.id', 'round.readyBy')
      .leftJoin('profiles as feedbackBy', 'feedbackBy.id', 'round.feedbackBy')
      .select((round) => [
        'round.id',
        'round.roundNumber',
        'round.developerNote',
        'round.previewLink',
        'round.readyAt',
        'round.feedback',
        'round.feedbackAt',
        personName('readyBy').as('readyByName'),
        personName('feedbackBy').as('feedbackByName'),
        round.exists(round.selectFrom('stepSignOffs').select('stepSignOffs.id').whereRef('stepSignOffs.roundId', '=', 'round.id')).as('approved'),
        jsonArrayFrom(
          round
            .selectFrom('reviewPins as pin')
            .leftJoin('projectContentUploads as image', 'image.id', 'pin.imageUploadId')
            .select(['pin.id', 'pin.number', 'pin.comment', 'pin.status', 'pin.target', 'pin.elementRole', 'pin.elementName', 'pin.pagePath', 'image.fileName as imageName'])
            .whereRef('pin.roundId', '=', 'round.id')
            .orderBy('pin.number'),
        ).as('pins'),
      ])
      .whereRef('round.stepId', '=', 'step.id')
      .orderBy('round.roundNumber'),
  );
}

type RoundRow = {
  id: string;
  roundNumber: number;
  developerNote: string | null;
  previewLink: string | null;
  readyAt: Date | string;
  feedback: string | null;
  feedbackAt: Date | string | null;
  readyByName: string | null;
  feedbackByName: string | null;
  approved: boolean | number;
  pins: { id: string; number: number; comment: string; status: string; target: string; elementRole: string | null; elementName: string | null; pagePath: string | null; imageName: string | null }[];
};

/** The rounds as the timeline shows them, their moments as Dates. */
export function roundViews(rows: readonly RoundRow[]) {
  return rows.map((round) => ({
    id: round.id,
    roundNumber: round.roundNumber,
    developerNote: round.developerNote,
    previewLink: round.previewLink,
    readyAt: moment(round.readyAt),
    readyByName: round.readyByName,
    feedback: round.feedback,
    feedbackAt: maybeMoment(round.feedbackAt),
    feedbackByName: round.feedbackByName,
    approved: Boolean(round.approved),
    pins: round.pins,
  }));
}

export type RoundView = ReturnType<typeof roundViews>[number];

/** The step's latest round, or undefined when it was never handed over. */
export function findCurrentRound(db: Db, stepId: string) {
  return db
    .selectFrom('stepReviewRounds')
    .select(['id', 'roundNumber', 'feedbackAt', 'developerNote'])
    .where('stepId', '=', stepId)
    .orderBy('roundNumber', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The round the client answers now. A step made ready outside the portal's own transitions (an
 * import, the bench's data) has none yet: its first is written from the step as it stands.
 */
export async function currentRoundOf(trx: Transaction<Database>, step: { id: string; projectId: string; completedBy: string | null; completedAt: Date | null }) {
  const round = await findCurrentRound(trx, step.id);
  if (round) return round;
  return trx
    .insertInto('stepReviewRounds')
    .columns(['stepId', 'projectId', 'roundNumber', 'previewLink', 'readyBy', 'readyAt'])
    .expression((eb) =>
      eb
        .selectFrom('projects')
        .select([
          eb.val(step.id).as('stepId'),
          eb.val(step.projectId).as('projectId'),
          sql.lit(1).as('roundNumber'),
          'projects.buildLink',
          eb.val(step.completedBy).as('readyBy'),
          eb.val(step.completedAt ?? new Date()).as('readyAt'),
        ])
        .where('projects.id', '=', step.projectId),
    )
    .returning(['id', 'roundNumber', 'feedbackAt', 'developerNote'])
    .executeTakeFirstOrThrow();
}

/** A new round for a step the developer just marked ready: the next number, the note, the project's preview link now. */
export function startRound(trx: Transaction<Database>, step: { id: string; projectId: string }, developer: { id: string; note: string | null }, now: Date) {
  return trx
    .insertInto('stepReviewRounds')
    .columns(['stepId', 'projectId', 'roundNumber', 'developerNote', 'previewLink', 'readyBy', 'readyAt'])
    .expression((eb) =>
      eb
        .selectFrom('projects')
        .select([
          eb.val(step.id).as('stepId'),
          eb.val(step.projectId).as('projectId'),
          eb
            .selectFrom('stepReviewRounds')
            .select(sql<number>`coalesce(max(round_number), 0) + 1`.as('next'))
            .where('stepReviewRounds.stepId', '=', step.id)
            .as('roundNumber'),
          eb.val(developer.note).as('developerNote'),
          'projects.buildLink',
          eb.val(developer.id).as('readyBy'),
          eb.val(now).as('readyAt'),
        ])
        .where('projects.id', '=', step.projectId),
    )
    .returning(['id', 'roundNumber', 'developerNote', 'previewLink'])
    .executeTakeFirstOrThrow();
}

/** The client's request for changes ends the round: the feedback, who and when. */
export function closeRoundWithFeedback(trx: Transaction<Database>, roundId: string, feedback: { text: string; by: string; at: Date }) {
  return trx
    .updateTable('stepReviewRounds')
    .set({ feedback: feedback.text, feedbackBy: feedback.by, feedbackAt: feedback.at })
    .where('id', '=', roundId)
    .where('feedbackAt', 'is', null)
    .returning(['id', 'roundNumber', 'feedback'])
    .executeTakeFirst();
}

/** The step's open pins, over all its rounds: the approval's warning. */
export async function countOpenPins(db: Db, stepId: string): Promise<number> {
  const row = await db
    .selectFrom('reviewPins as pin')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('pin.stepId', '=', stepId)
    .where(isOpenPin)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The latest round of a step as the dashboards and mails quote it: the developer's note, the client's feedback, its number. */
export function latestRoundColumns(eb: StepScope) {
  const latest = () => eb.selectFrom('stepReviewRounds as latest').whereRef('latest.stepId', '=', 'step.id').orderBy('latest.roundNumber', 'desc').limit(1);
  return {
    developerNote: latest().select('latest.developerNote').as('developerNote'),
    feedback: latest().select('latest.feedback').as('feedback'),
    roundNumber: latest().select('latest.roundNumber').as('roundNumber'),
  };
}

/** The project's steps that have been or are in review, each with its rounds (number, when, whether changes were asked). */
export function listReviewSteps(db: Db, projectId: string) {
  return db
    .selectFrom('projectTimeline as step')
    .select((eb) => [
      'step.id',
      'step.stepNumber',
      'step.stepName',
      'step.status',
      jsonArrayFrom(
        eb
          .selectFrom('stepReviewRounds as round')
          .select(['round.id', 'round.roundNumber', 'round.readyAt', 'round.feedbackAt', 'round.previewLink'])
          .whereRef('round.stepId', '=', 'step.id')
          .orderBy('round.roundNumber'),
      ).as('rounds'),
    ])
    .where('step.projectId', '=', projectId)
    .where((eb) => eb.or([isAwaitingClientStep(eb), eb.exists(eb.selectFrom('stepReviewRounds as r').select('r.id').whereRef('r.stepId', '=', 'step.id'))]))
    .orderBy('step.stepNumber')
    .execute();
}
