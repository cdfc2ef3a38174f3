import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { findAccessibleProject } from '@/db/queries/projects';
import type { ActivitySource } from '@/db/queries/activity';
import { shortNetwork } from '@/server/auth/client-network';
import { clientUploadBytes, findUploadForDownload, insertUploadWithinQuota, projectUploadBytes, type UploadView } from '@/db/queries/content-uploads';
import {
  fileExtension,
  isAllowedExtension,
  MAX_CONCURRENT_UPLOADS,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  sanitizeFileName,
  UPLOAD_MIME_TYPES,
  type SkippedFile,
  type UploadResponse,
} from '@/src/domain/uploads';
import { idSchema } from '@/src/schemas/fields';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { uploadsText as uploadText } from '@/src/text/nl/uploads';
import { accountSecurityText as security } from '@/src/text/nl/account-security';
import { StorageNotFoundError } from '@/server/storage/index';
import type { Services } from '@/server/services';
import { attachmentDisposition } from './upload-content';
import { freeDiskBytes, spooledContentMatches, spoolFile } from './upload-spool';
import { resolveRequestUser } from './session';
import { uploadSlots } from './upload-slots';

// Plain HTTP because tRPC carries no multipart. Session and project are checked exactly as the tRPC procedures do (findAccessibleProject).

export interface UploadRoutesOptions {
  services: Services;
}

/**
 * `storageDown`: the storage did not take the file (S3 unreachable); `diskFull`: the disk under the
 * data folder is at its floor. The request stops there.
 */
type FileOutcome = { uploaded: UploadView } | { skipped: SkippedFile } | { storageDown: true } | { diskFull: true };

/** Where files wait, under the data folder, while they are checked. */
const SPOOL_FOLDER = 'upload-spool';

const isId = (value: string) => idSchema().safeParse(value).success;

function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ error: { message } });
}

async function drain(file: MultipartFile['file']): Promise<void> {
  for await (const _chunk of file) {
    // Reading on lets busboy reach the next file in the same request.
  }
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Room left on the disk under the data folder, above the floor (UPLOAD_MIN_FREE_MB) and this file. */
async function diskHasRoom(services: Services, log: FastifyBaseLogger, bytes: number): Promise<boolean> {
  const free = await freeDiskBytes(services.config.dataDir);
  if (free - bytes >= services.config.uploadMinFreeBytes) return true;
  log.warn({ freeBytes: free, floorBytes: services.config.uploadMinFreeBytes }, 'uploads refused: the disk under the data folder is at its floor');
  return false;
}

/**
 * Spools one file, checks it there, streams it to storage under a random key, then records it
 * within the project's and the client's quota; never leaves one without the other, nor the spool.
 */
async function receiveFile(
  services: Services,
  log: FastifyBaseLogger,
  target: { projectId: string; clientId: string; userId: string; source: ActivitySource },
  part: MultipartFile,
): Promise<FileOutcome> {
  const fileName = sanitizeFileName(part.filename) || 'bestand';
  const skip = (message: string): FileOutcome => ({ skipped: { fileName, message } });
  const extension = fileExtension(fileName);
  if (!isAllowedExtension(extension)) {
    await drain(part.file);
    return skip(uploadText.uploads.typeNotAllowed(fileName));
  }
  // The spool itself takes room: a full disk refuses before a byte is written.
  if (!(await diskHasRoom(services, log, MAX_UPLOAD_BYTES))) {
    await drain(part.file);
    return { diskFull: true };
  }
  const spooled = await spoolFile(part.file, path.join(services.config.dataDir, SPOOL_FOLDER));
  try {
    if (spooled.truncated || spooled.size > MAX_UPLOAD_BYTES) return skip(uploadText.uploads.tooLarge(fileName));
    if (spooled.size === 0) return skip(uploadText.uploads.empty(fileName));
    if (!(await spooledContentMatches(extension, spooled.path))) return skip(uploadText.uploads.contentMismatch(fileName));
    const { uploadQuotaBytes: quota, uploadQuotaPerClientBytes: clientQuota } = services.config;
    const quotaFull = async () =>
      (await clientUploadBytes(services.db, target.clientId)) + spooled.size > clientQuota
        ? skip(uploadText.uploads.clientQuotaExceeded(fileName, megabytes(clientQuota)))
        : skip(uploadText.uploads.quotaExceeded(fileName, megabytes(quota)));
    const used = await Promise.all([projectUploadBytes(services.db, target.projectId), clientUploadBytes(services.db, target.clientId)]);
    if (used[0] + spooled.size > quota || used[1] + spooled.size > clientQuota) return quotaFull();

    // The user's name is only a label in the database; the key is ours.
    const key = `${target.projectId}/${randomUUID()}.${extension}`;
    const fileType = UPLOAD_MIME_TYPES[extension];
    try {
      await services.storage.put(key, createReadStream(spooled.path), { contentType: fileType, contentLength: spooled.size });
    } catch (err) {
      log.error({ err, key }, 'storing an upload failed');
      // The object may have arrived although the answer did not; never leave one without its row.
      // Not awaited: a hanging storage would keep the user waiting twice as long for "Upload mislukt".
      void services.storage.delete(key).catch((deleteErr: unknown) => log.warn({ err: deleteErr, key }, 'could not clear a failed upload'));
      return { storageDown: true };
    }
    try {
      const row = { projectId: target.projectId, fileName, filePath: key, fileType, fileSize: spooled.size, uploadedBy: target.userId };
      const uploaded = await insertUploadWithinQuota(services.db, row, quota, clientQuota, target.source);
      if (uploaded) return { uploaded };
      // Another upload took the last space while this one was being stored.
      await services.storage.delete(key).catch((err: unknown) => log.error({ err, key }, 'orphaned upload object'));
      return quotaFull();
    } catch (err) {
      log.error({ err, key }, 'recording an upload failed; removing the stored object');
      await services.storage.delete(key).catch((deleteErr: unknown) => log.error({ err: deleteErr, key }, 'orphaned upload object'));
      return skip(uploadText.uploads.storeFailed(fileName));
    }
  } finally {
    await spooled.remove();
  }
}

/** Register without a prefix (the paths are absolute); multipart parsing stays inside this plugin. */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, { services }) => {
  resolveRequestUser(app, services);
  const slots = uploadSlots(MAX_CONCURRENT_UPLOADS);
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_FILES_PER_UPLOAD,
      fields: 10,
      fieldSize: 1024,
      parts: MAX_FILES_PER_UPLOAD + 10,
      headerPairs: 100,
    },
  });

  app.post<{ Params: { projectId: string } }>('/api/projects/:projectId/uploads', async (request, reply) => {
    const user = request.user;
    if (!user) return sendError(reply, 401, nl.auth.notSignedIn);
    if (!user.emailVerified) return sendError(reply, 403, security.emailVerification.required);
    const { projectId } = request.params;
    const project = isId(projectId) ? await findAccessibleProject(services.db, user, projectId) : undefined;
    if (!project) return sendError(reply, 404, projectText.project.notFound);
    if (!request.isMultipart()) return sendError(reply, 400, uploadText.uploads.failed);
    if (!(await diskHasRoom(services, request.log, MAX_UPLOAD_BYTES))) return sendError(reply, 507, uploadText.uploads.diskFull);
    const release = slots.take(user.id);
    if (!release) return sendError(reply, 429, uploadText.uploads.tooManyAtOnce(MAX_CONCURRENT_UPLOADS));

    const source: ActivitySource = { actor: { id: user.id, role: user.role }, network: shortNetwork(request.ip) };
    const response: UploadResponse = { uploaded: [], skipped: [] };
    try {
      for await (const part of request.files()) {
        const outcome = await receiveFile(services, request.log, { projectId: project.id, clientId: project.clientId, userId: user.id, source }, part);
        // Files stored before this one stay; the rest would fail the same way, so stop here.
        if ('storageDown' in outcome) return sendError(reply, 503, uploadText.uploads.failed);
        if ('diskFull' in outcome) return sendError(reply, 507, uploadText.uploads.diskFull);
        if ('uploaded' in outcome) response.uploaded.push({ ...outcome.uploaded, createdAt: outcome.uploaded.createdAt.toISOString() });
        else response.skipped.push(outcome.skipped);
      }
    } catch (err) {
      if (!(err instanceof app.multipartErrors.FilesLimitError)) {
        request.log.warn({ err }, 'upload request failed');
        return sendError(reply, 400, uploadText.uploads.failed);
      }
      response.skipped.push({ fileName: '', message: uploadText.uploads.tooManyFiles(MAX_FILES_PER_UPLOAD) });
    } finally {
      release();
    }
    return response;
  });

  app.get<{ Params: { uploadId: string } }>('/api/files/:uploadId', async (request, reply) => {
    const user = request.user;
    if (!user) return sendError(reply, 401, nl.auth.notSignedIn);
    const { uploadId } = request.params;
    const upload = isId(uploadId) ? await findUploadForDownload(services.db, uploadId) : undefined;
    // Someone else's file answers exactly like a missing one.
    const project = upload && (await findAccessibleProject(services.db, user, upload.projectId));
    if (!upload || !project) return sendError(reply, 404, uploadText.uploads.notFound);

    let object;
    try {
      object = await services.storage.get(upload.filePath);
    } catch (err) {
      if (!(err instanceof StorageNotFoundError)) {
        request.log.error({ err, uploadId }, 'storage unreachable for a download');
        return sendError(reply, 503, nl.generic.serviceUnavailable);
      }
      request.log.error({ err, uploadId }, 'upload row without a stored object');
      return sendError(reply, 404, uploadText.uploads.notFound);
    }
    reply
      .header('content-type', upload.fileType === 'text/plain' ? 'text/plain; charset=utf-8' : upload.fileType)
      .header('content-disposition', attachmentDisposition(upload.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store');
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
};
