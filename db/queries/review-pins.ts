import { sql, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '@/db/types';
import { PIN_IMAGE_TYPES, type PinElementRole } from '@/src/domain/review';
import type { PinTarget } from '@/src/domain/statuses';
import { clientUploadBytes, projectUploadBytes } from './content-uploads';
import { projectsVisibleTo } from './projects';
import { moment, personName } from './review-rounds';
import { isOpenStep } from './rules';

// Every function takes the project id the caller checked (projectProcedure), so another project's pin never matches;
// a pin of an approved step is read, never changed.

type Db = Kysely<Database> | Transaction<Database>;

export interface NewPin {
  projectId: string;
  stepId: string;
  roundId: string;
  authorId: string;
  comment: string;
  target: PinTarget;
  pagePath: string | null;
  selector: string | null;
  textFallback: string | null;
  elementRole: PinElementRole | null;
  elementName: string | null;
  imageUploadId: string | null;
  xFraction: number;
  yFraction: number;
  viewportWidth: number | null;
  viewportHeight: number | null;
  browser: string | null;
  screenshot: { key: string; type: string; bytes: number } | null;
}

/**
 * Records a pin with the step's next number, or undefined when its screenshot would exceed the project's or client's upload quota.
 * Locks the client's profile row as an upload does, so both share the last free space fairly. Call it in the step's locking transaction.
 */
export async function insertPinWithinQuota(trx: Transaction<Database>, pin: NewPin, quota: { projectBytes: number; clientBytes: number }) {
  const bytes = pin.screenshot?.bytes ?? 0;
  const project = await trx.selectFrom('projects').select('clientId').where('id', '=', pin.projectId).executeTakeFirstOrThrow();
  await trx.selectFrom('profiles').select('id').where('id', '=', project.clientId).forUpdate().executeTakeFirst();
  if (bytes > 0 && (await projectUploadBytes(trx, pin.projectId)) + bytes > quota.projectBytes) return undefined;
  if (bytes > 0 && (await clientUploadBytes(trx, project.clientId)) + bytes > quota.clientBytes) return undefined;
  const { screenshot, ...columns } = pin;
  return trx
    .insertInto('reviewPins')
    .values((eb) => ({
      ...columns,
      number: eb.selectFrom('reviewPins').select(sql<number>`coalesce(max(number), 0) + 1`.as('next')).where('stepId', '=', pin.stepId),
      screenshotKey: screenshot?.key ?? null,
      screenshotType: screenshot?.type ?? null,
      screenshotBytes: bytes,
    }))
    .returning(['id', 'number', 'stepId', 'roundId', 'projectId'])
    .executeTakeFirstOrThrow();
}

/** The pins of a step, every round, with their replies and the people's names: the review screen's list. */
export async function listStepPins(db: Db, projectId: string, stepId: string) {
  const rows = await db
    .selectFrom('reviewPins as pin')
    .innerJoin('stepReviewRounds as round', 'round.id', 'pin.roundId')
    .leftJoin('profiles as author', 'author.id', 'pin.authorId')
    .leftJoin('profiles as resolver', 'resolver.id', 'pin.resolvedBy')
    .leftJoin('projectContentUploads as image', 'image.id', 'pin.imageUploadId')
    .select((eb) => [
      'pin.id',
      'pin.number',
      'pin.roundId',
      'round.roundNumber',
      'pin.comment',
      'pin.target',
      'pin.pagePath',
      'pin.selector',
      'pin.textFallback',
      'pin.elementRole',
      'pin.elementName',
      'pin.imageUploadId',
      'image.fileName as imageName',
      'pin.xFraction',
      'pin.yFraction',
      'pin.viewportWidth',
      'pin.viewportHeight',
      'pin.browser',
      eb('pin.screenshotKey', 'is not', null).as('hasScreenshot'),
      'pin.status',
      'pin.resolvedAt',
      'pin.createdAt',
      personName('author').as('authorName'),
      personName('resolver').as('resolverName'),
      jsonArrayFrom(
        eb
          .selectFrom('reviewPinReplies as reply')
          .leftJoin('profiles as replier', 'replier.id', 'reply.authorId')
          .select(['reply.id', 'reply.body', 'reply.createdAt', 'reply.authorId', personName('replier').as('authorName')])
          .whereRef('reply.pinId', '=', 'pin.id')
          .orderBy('reply.createdAt')
          .orderBy('reply.id'),
      ).as('replies'),
    ])
    .where('pin.projectId', '=', projectId)
    .where('pin.stepId', '=', stepId)
    .orderBy('pin.number')
    .execute();
  return rows.map((row) => ({
    ...row,
    hasScreenshot: Boolean(row.hasScreenshot),
    replies: row.replies.map((reply) => ({ ...reply, createdAt: moment(reply.createdAt) })),
  }));
}

/** A pin of this project with its step's status (an approved step's pins are only read); undefined when there is none. */
export function findPin(db: Db, projectId: string, pinId: string) {
  return db
    .selectFrom('reviewPins as pin')
    .innerJoin('projectTimeline as step', 'step.id', 'pin.stepId')
    .select(['pin.id', 'pin.projectId', 'pin.stepId', 'pin.number', 'pin.status', 'pin.authorId', 'step.status as stepStatus'])
    .where('pin.projectId', '=', projectId)
    .where('pin.id', '=', pinId)
    .executeTakeFirst();
}

/** Only pins of a step still open may change: its history stays as it was approved. */
function ofOpenStep(db: Db) {
  return db.selectFrom('projectTimeline as step').select('step.id').where(isOpenStep);
}

export function insertPinReply(db: Db, reply: { projectId: string; pinId: string; authorId: string; body: string }) {
  return db
    .insertInto('reviewPinReplies')
    .columns(['pinId', 'projectId', 'authorId', 'body'])
    .expression((eb) =>
      eb
        .selectFrom('reviewPins as pin')
        .select(['pin.id', 'pin.projectId', eb.val(reply.authorId).as('authorId'), eb.val(reply.body).as('body')])
        .where('pin.projectId', '=', reply.projectId)
        .where('pin.id', '=', reply.pinId)
        .where('pin.stepId', 'in', ofOpenStep(db)),
    )
    .returning(['id', 'pinId', 'createdAt'])
    .executeTakeFirst();
}

/** "Opgelost": an open pin of an open step is resolved by the agency, who and when recorded. */
export function resolvePin(db: Db, projectId: string, pinId: string, by: { id: string; at: Date }) {
  return db
    .updateTable('reviewPins')
    .set({ status: 'resolved', resolvedBy: by.id, resolvedAt: by.at })
    .where('projectId', '=', projectId)
    .where('id', '=', pinId)
    .where('status', '=', 'open')
    .where('stepId', 'in', ofOpenStep(db))
    .returning(['id', 'projectId', 'number'])
    .executeTakeFirst();
}

/** The client reopens a resolved pin of an open step. */
export function reopenPin(db: Db, projectId: string, pinId: string) {
  return db
    .updateTable('reviewPins')
    .set({ status: 'open', resolvedBy: null, resolvedAt: null })
    .where('projectId', '=', projectId)
    .where('id', '=', pinId)
    .where('status', '=', 'resolved')
    .where('stepId', 'in', ofOpenStep(db))
    .returning(['id', 'projectId', 'number'])
    .executeTakeFirst();
}

/** A pin's screenshot with its project, whatever project it belongs to: check access to the project next. */
export function findPinScreenshot(db: Db, pinId: string) {
  return db.selectFrom('reviewPins').select(['id', 'projectId', 'screenshotKey', 'screenshotType', 'number']).where('id', '=', pinId).executeTakeFirst();
}

/** The storage keys of a project's pin screenshots, to remove with it. */
export async function pinScreenshotKeysOfProject(db: Db, projectId: string): Promise<string[]> {
  const rows = await db.selectFrom('reviewPins').select('screenshotKey').where('projectId', '=', projectId).where('screenshotKey', 'is not', null).execute();
  return rows.flatMap((row) => (row.screenshotKey ? [row.screenshotKey] : []));
}

/** The storage keys of the pin screenshots of a client's own projects, to remove with the account. */
export async function pinScreenshotKeysOfClient(db: Db, clientId: string): Promise<string[]> {
  const rows = await projectsVisibleTo(db, { id: clientId, role: 'client' })
    .innerJoin('reviewPins', 'reviewPins.projectId', 'projects.id')
    .select('reviewPins.screenshotKey')
    .where('reviewPins.screenshotKey', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.screenshotKey ? [row.screenshotKey] : []));
}

/**
 * The rounds, pins and replies of a person's own projects (as the client), and the replies they wrote
 * elsewhere, as the data export lists them; the screenshots' keys are for the export to copy them.
 */
export async function reviewDataForExport(db: Db, userId: string) {
  const own = projectsVisibleTo(db, { id: userId, role: 'client' }).select('projects.id');
  const [rounds, pins, replies] = await Promise.all([
    db.selectFrom('stepReviewRounds').selectAll().where('projectId', 'in', own).orderBy('projectId').orderBy('stepId').orderBy('roundNumber').execute(),
    db
      .selectFrom('reviewPins')
      .select([
        'id', 'projectId', 'stepId', 'roundId', 'number', 'comment', 'target', 'pagePath', 'selector', 'textFallback', 'elementRole', 'elementName',
        'imageUploadId', 'xFraction', 'yFraction', 'viewportWidth', 'viewportHeight', 'browser', 'screenshotKey', 'screenshotType', 'status', 'resolvedAt', 'createdAt',
      ])
      .where((eb) => eb.or([eb('projectId', 'in', own), eb('authorId', '=', userId)]))
      .orderBy('projectId')
      .orderBy('stepId')
      .orderBy('number')
      .execute(),
    db
      .selectFrom('reviewPinReplies')
      .select(['id', 'pinId', 'projectId', 'body', 'createdAt'])
      .where((eb) => eb.or([eb('projectId', 'in', own), eb('authorId', '=', userId)]))
      .orderBy('createdAt')
      .execute(),
  ]);
  return { rounds, pins, replies };
}

/** The project's uploaded png and jpg files, newest first: what a pin may sit on without the snippet. */
export function listPinImages(db: Db, projectId: string) {
  return db
    .selectFrom('projectContentUploads')
    .select(['id', 'fileName', 'fileType', 'createdAt'])
    .where('projectId', '=', projectId)
    .where('fileType', 'in', PIN_IMAGE_TYPES)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/** An uploaded png or jpg of this project a pin may sit on; undefined for any other file. */
export function findPinImage(db: Db, projectId: string, uploadId: string) {
  return db
    .selectFrom('projectContentUploads')
    .select(['id', 'fileName'])
    .where('projectId', '=', projectId)
    .where('id', '=', uploadId)
    .where('fileType', 'in', PIN_IMAGE_TYPES)
    .executeTakeFirst();
}

export type PinListItem = Awaited<ReturnType<typeof listStepPins>>[number];
