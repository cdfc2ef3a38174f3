import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { olderThan } from './keyset';
import { projectsVisibleTo } from './projects';
import { uploadDownloadPath } from '@/src/domain/uploads';
import { announceFileUploaded } from './notify-project';
import { recordActivity, type ActivitySource } from './activity';

// Content files of a project. The storage key (file_path) stays on the server: views carry the
// download address instead.

const UPLOAD_COLUMNS = ['id', 'projectId', 'fileName', 'fileType', 'fileSize', 'uploadedBy', 'createdAt'] as const;

export interface UploadView {
  id: string;
  projectId: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  uploadedBy: string | null;
  createdAt: Date;
  downloadUrl: string;
}

function toView<T extends Omit<UploadView, 'downloadUrl'>>(row: T): UploadView {
  const { id, projectId, fileName, fileType, fileSize, uploadedBy, createdAt } = row;
  return { id, projectId, fileName, fileType, fileSize, uploadedBy, createdAt, downloadUrl: uploadDownloadPath(id) };
}

export interface ProjectUploadListItem extends UploadView {
  /** The uploader's name (or email when the profile has no name); null when the account was removed. */
  uploaderName: string | null;
  /** The viewer uploaded it, and so may delete it. */
  canDelete: boolean;
}

/**
 * Newest first, with the uploader's name and whether the viewer may delete each file: one page, the
 * `limit` files before the one with id `before`, if given.
 */
export async function listProjectUploads(
  db: Kysely<Database>,
  projectId: string,
  page: { limit: number; before?: string | null },
  viewerId: string,
): Promise<ProjectUploadListItem[]> {
  const query = db
    .selectFrom('projectContentUploads as upload')
    .leftJoin('profiles as uploader', 'uploader.id', 'upload.uploadedBy')
    .select(UPLOAD_COLUMNS.map((column) => `upload.${column}` as const))
    .select(['uploader.fullName as uploaderFullName', 'uploader.email as uploaderEmail'])
    .where('upload.projectId', '=', projectId);
  const rows = await (page.before ? query.where(olderThan('projectContentUploads', 'upload', page.before)) : query)
    .orderBy('upload.createdAt', 'desc')
    .orderBy('upload.id', 'desc')
    .limit(page.limit)
    .execute();
  // One literal per row: V8 copies `{ ...row, more }` through the runtime, key by key.
  return rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt,
    downloadUrl: uploadDownloadPath(row.id),
    uploaderName: row.uploaderFullName?.trim() || row.uploaderEmail || null,
    canDelete: row.uploadedBy === viewerId,
  }));
}

export async function countProjectUploads(db: Kysely<Database>, projectId: string): Promise<number> {
  const { count } = await db
    .selectFrom('projectContentUploads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('projectId', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function insertUpload(
  db: Kysely<Database>,
  input: { projectId: string; fileName: string; filePath: string; fileType: string; fileSize: number; uploadedBy: string },
): Promise<UploadView> {
  return toView(await db.insertInto('projectContentUploads').values(input).returning(UPLOAD_COLUMNS).executeTakeFirstOrThrow());
}

/** Bytes the project's files take up together: its uploads and the screenshots of its pins. */
export async function projectUploadBytes(db: Kysely<Database>, projectId: string): Promise<number> {
  const { total } = await db
    .selectNoFrom((eb) => [
      sql<string>`${eb
        .selectFrom('projectContentUploads')
        .select((u) => u.fn.coalesce(u.fn.sum<string>('fileSize'), u.val('0')).as('n'))
        .where('projectId', '=', projectId)} + ${eb
        .selectFrom('reviewPins')
        .select((p) => p.fn.coalesce(p.fn.sum<string>('screenshotBytes'), p.val('0')).as('n'))
        .where('projectId', '=', projectId)}`.as('total'),
    ])
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Bytes the files of all the client's projects (the client's own, by the access rule) take up together: uploads and pin screenshots. */
export async function clientUploadBytes(db: Kysely<Database>, clientId: string): Promise<number> {
  const own = projectsVisibleTo(db, { id: clientId, role: 'client' });
  const { total } = await db
    .selectNoFrom([
      sql<string>`${own
        .innerJoin('projectContentUploads', 'projectContentUploads.projectId', 'projects.id')
        .select((u) => u.fn.coalesce(u.fn.sum<string>('projectContentUploads.fileSize'), u.val('0')).as('n'))} + ${own
        .innerJoin('reviewPins', 'reviewPins.projectId', 'projects.id')
        .select((p) => p.fn.coalesce(p.fn.sum<string>('reviewPins.screenshotBytes'), p.val('0')).as('n'))}`.as('total'),
    ])
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * Undefined past `quotaBytes` for the project or `clientQuotaBytes` over the client's projects. The client's profile row is locked,
 * so two uploads at once cannot both fit in the last free space; staff and open pages hear of it in the same transaction.
 */
export async function insertUploadWithinQuota(
  db: Kysely<Database>,
  input: Parameters<typeof insertUpload>[1],
  quotaBytes: number,
  clientQuotaBytes = Number.POSITIVE_INFINITY,
  source: ActivitySource = { actor: { id: input.uploadedBy, role: null }, network: null },
): Promise<UploadView | undefined> {
  return db.transaction().execute(async (trx) => {
    const project = await trx.selectFrom('projects').select('clientId').where('id', '=', input.projectId).executeTakeFirst();
    if (!project) throw new Error(`project ${input.projectId} no longer exists`);
    await trx.selectFrom('profiles').select('id').where('id', '=', project.clientId).forUpdate().executeTakeFirst();
    if ((await projectUploadBytes(trx, input.projectId)) + input.fileSize > quotaBytes) return undefined;
    if ((await clientUploadBytes(trx, project.clientId)) + input.fileSize > clientQuotaBytes) return undefined;
    const upload = await insertUpload(trx, input);
    await announceFileUploaded(trx, { id: upload.id, projectId: upload.projectId, fileName: upload.fileName, uploadedBy: input.uploadedBy });
    await recordActivity(trx, source, { kind: 'file_uploaded', projectId: upload.projectId, subjectId: upload.id });
    return upload;
  });
}

/** The upload with its storage key, whatever project it belongs to: check access to its project next. */
export function findUploadForDownload(db: Kysely<Database>, uploadId: string) {
  return db
    .selectFrom('projectContentUploads')
    .select(['id', 'projectId', 'fileName', 'fileType', 'filePath'])
    .where('id', '=', uploadId)
    .executeTakeFirst();
}

/** Who uploaded a file of this project; undefined when the project has no such file. */
export function findProjectUpload(db: Kysely<Database>, projectId: string, uploadId: string) {
  return db
    .selectFrom('projectContentUploads')
    .select(['id', 'uploadedBy'])
    .where('projectId', '=', projectId)
    .where('id', '=', uploadId)
    .executeTakeFirst();
}

/**
 * Deletes an upload of this project and returns its storage key, or undefined when there is none.
 * With `uploadedBy` only that user's upload matches (a client deletes only their own files).
 */
export function deleteProjectUpload(db: Kysely<Database>, projectId: string, uploadId: string, options: { uploadedBy?: string } = {}) {
  let query = db.deleteFrom('projectContentUploads').where('projectId', '=', projectId).where('id', '=', uploadId);
  if (options.uploadedBy !== undefined) query = query.where('uploadedBy', '=', options.uploadedBy);
  return query.returning(['id', 'filePath']).executeTakeFirst();
}
